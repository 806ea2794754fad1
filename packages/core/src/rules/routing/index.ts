/**
 * Route builders and route rules for both specs (spec 000 §2, spec 001 §2).
 * @packageDocumentation
 */
export { AUTOPAY_PATHS, type AutopayScreen } from './autopayPaths';
export {
  appointmentPath,
  documentDetailPath,
  documentsPath,
  journeyPath,
  paymentsListPath,
  receiptPath,
  utilityPayPath,
  supportCaseDetailPath,
  supportCenterPath,
  type PaymentsListFocus,
} from './lockerPaths';
export {
  PERSONAL_AREA_PATHS,
  localizedPath,
  lockedSessionPath,
  type PersonalArea,
} from './personalAreaPaths';
export { searchResultsPath } from './searchResultsPath';
export { SEARCH_TABS, type SearchTab } from './searchTabs';
export { SIGN_IN_PROVIDER, isLocalHost, loginPath, smartpassPath } from './signInPaths';
export {
  TAMM_BY_YOU_PAGES,
  ideaPage,
  tammByYouHeaderStyleOf,
  type HeaderStyle,
  type TammByYouPage,
} from './tammByYouPaths';
export {
  ALWAYS_KNOWN_LANGUAGES,
  LANGUAGE_MODAL_SEGMENT,
  NOT_FOUND_PATH,
  chatRedirectOf,
  homeRouteOf,
  stripLanguageModalSuffix,
  type HomeRoute,
} from './homeRoute';
export {
  DEFAULT_SPACE_KIND,
  feedbackLanguageOf,
  isLockRequested,
  langParamOf,
  spaceKindOf,
  spaceKindOfCode,
  withLangParam,
  withoutQueryParam,
  type SpaceKind,
} from './queryParams';
export { permitServiceHref } from './permitServiceHref';
export { switchLocalePath } from './switchLocalePath';
