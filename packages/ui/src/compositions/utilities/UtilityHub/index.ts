export {
  UtilityHub,
  type UtilityHubAccount,
  type UtilityHubGroup,
  type UtilityHubLabels,
  type UtilityHubProps,
  type UtilityHubState,
} from './UtilityHub';
