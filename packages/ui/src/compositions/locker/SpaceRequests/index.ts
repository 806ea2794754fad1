export {
  SpaceRequests,
  type SpaceKindLink,
  type SpaceKindLinkProps,
  type SpaceRequestsData,
  type SpaceRequestsLabels,
  type SpaceRequestsProps,
  type SpaceRequestsSpaceData,
} from './SpaceRequests';
