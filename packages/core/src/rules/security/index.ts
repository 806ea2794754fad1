/**
 * Security rules: the one URL check every redirect and external link passes (spec 000 §2,
 * spec 001 §2) and the Stay Signed-In PIN policy (spec 001 §4, §5, §9).
 * @packageDocumentation
 */
export {
  isSafeUrl,
  safeUrl,
  type SafeUrlOptions,
  type SafeUrlResult,
  type UnsafeUrlReason,
} from './safeUrl';
export { unlistedSiteUrl } from './unlistedSiteUrl';
export {
  MAX_PIN_ATTEMPTS,
  PIN_LENGTH,
  pinFailureOutcome,
  secondsToWait,
  type PinFailureOutcome,
} from './pinPolicy';
