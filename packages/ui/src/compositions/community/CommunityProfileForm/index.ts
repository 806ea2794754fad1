export {
  CommunityProfileForm,
  type CommunityProfileErrors,
  type CommunityProfileFormProps,
  type CommunityProfileLabels,
  type CommunityProfileValues,
} from './CommunityProfileForm';
