/** Header and home-page state (spec 001 §2, §4, §6, §9). @packageDocumentation */
export {
  headerItemsOf,
  isMenuEntryVisible,
  type HeaderItems,
  type HeaderSession,
  type SessionFlaggedEntry,
} from './headerItems';
export { servicesAtAGlanceTitleKey } from './servicesAtAGlance';
export {
  PRIVACY_COOKIE,
  TOP_BANNER_HIDE_COOKIE,
  readCookie,
  showsPrivacyNotice,
  showsTopBanner,
} from './cookieNotices';
export {
  SESSION_HINT_COOKIE,
  SESSION_HINT_VALUES,
  isSignedInHint,
  sessionHintOf,
  sessionHintValueOf,
  type SessionHint,
  type SignedInSessionHint,
} from './sessionHintCookie';
export { MINI_APP_BADGES_PER_ROW, inRowsOf } from './rows';
