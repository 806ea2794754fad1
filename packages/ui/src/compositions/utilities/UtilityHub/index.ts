export {
  UtilityHub,
  type UtilityHubAccount,
  type UtilityHubGroup,
  type UtilityHubLabels,
  type UtilityHubProps,
  type UtilityHubState,
} from './UtilityHub';
export { providerNameOf, utilityHubGroupsOf } from './utilityHubGroups';
export type { UtilityWords } from '../utilityWords';
