/** Document expiry (spec 000 §9). @packageDocumentation */
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
