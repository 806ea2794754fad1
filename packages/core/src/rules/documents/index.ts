/** Document expiry (spec 000 §9). @packageDocumentation */
export {
  documentExpiryMarkOf,
  type DocumentExpiryMark,
  type DocumentExpiryMarkKind,
} from './documentExpiryMark';
export { documentsByExpiryMonth, type DocumentMonthGroup } from './documentsByExpiryMonth';
export {
  EXPIRY_WINDOW_LENGTH_YEARS,
  EXPIRY_WINDOW_LOOKBACK_DAYS,
  documentExpiryWindow,
  isWithinRange,
  type DateRange,
} from './expiryWindow';
export {
  soonestExpiringMonth,
  type CalendarMonth,
  type ExpiringMonthGroup,
} from './soonestExpiringMonth';
