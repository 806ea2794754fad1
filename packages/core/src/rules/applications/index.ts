/**
 * Applications, requests, drafts and journeys of the personal locker (spec 000 §3, §4): the
 * normalised model and every status rule.
 * @packageDocumentation
 */
export {
  normalizeApplication,
  type Application,
  type ApplicationKind,
  type ApplicationSpace,
} from './application';
export { requestSpacesOf, type RequestSpace } from './requestSpaces';
export { SPACE_KINDS, spaceCodeOf, spaceRequestsOf, type SpaceRequests } from './spaceRequests';
export {
  ACTION_REQUIRED_MASTER_STATUS_ID,
  APPLICATION_STATUS,
  APPLICATION_TEXT_STATUS_CODES,
  CLOSED_APPLICATION_STATUS_CODES,
  TEXT_STATUS_TO_CODE,
  isApplicationStatusCode,
  isApplicationTextStatusCode,
  type ApplicationStatusCode,
  type ApplicationTextStatusCode,
} from './applicationStatus';
export {
  isActionRequired,
  isCancelledOrRejected,
  isClosedApplication,
  isDelayedApplication,
  showsSuccessMark,
} from './applicationState';
export { slaProgressOf, slaProgressWordingOf, type SlaProgressWording } from './slaProgress';
export { statusBarColorOf, type StatusBarColor } from './statusBarColor';
export { statusTextOf, type ApplicationStatusText } from './statusText';
export {
  LOCKER_ANALYTICS_EVENTS,
  lockerAnalyticsEventOf,
  type LockerAnalyticsEvent,
} from './lockerAnalyticsEvent';
export { KYC_EXPIRED_WALLET_STATUS, isKycExpired } from './walletStatus';
export {
  DEFAULT_APPLICATION_LIST_FILTERS,
  applicationListFiltersOf,
  type ApplicationListFilters,
} from './applicationListFilters';
export { entityFilterOptionsOf, type FilterOption } from './entityFilterOptions';
export { journeyOf, type Journey, type JourneyStage } from './journey';
