/**
 * Time rules (spec 000 §4, §9; spec 001 §4, §9): relative time, timings, date reading, document
 * expiry window.
 * @packageDocumentation
 */
export {
  RELATIVE_HOURS_THRESHOLD_MS,
  RELATIVE_NOW_THRESHOLD_MS,
  RELATIVE_YESTERDAY_THRESHOLD_MS,
  relativeTimeOf,
  type RelativeTime,
} from './relativeTime';
export {
  FOOTER_HANDLER_DELAY_MS,
  IDLE_TICK_MS,
  IDLE_TIMEOUT_MS,
  IDLE_WARNING_THRESHOLD_MS,
  STATE_REFRESH_INTERVAL_MS,
  STATUS_MESSAGE_TIMEOUT_MS,
  isActivityResetAllowed,
  isIdleDeadlinePassed,
  isIdleWarningDue,
} from './timings';
export { PORTAL_TIME_ZONE_OFFSET, calendarDayOf, isCalendarDate, toDate } from './toDate';
