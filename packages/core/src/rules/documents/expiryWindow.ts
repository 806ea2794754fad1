import { describeValue } from '../internal/describeValue';
const DAY_MS = 86_400_000;

/** How far back the expiry window starts (spec 000 §9: 60 days). */
export const EXPIRY_WINDOW_LOOKBACK_DAYS = 60;
/** How long the expiry window is (spec 000 §9: one year). */
export const EXPIRY_WINDOW_LENGTH_YEARS = 1;

/** A half-open time range `[from, to)`. */
export interface DateRange {
  readonly from: Date;
  readonly to: Date;
}

/**
 * The document expiry window (spec 000 §9: "a range starting 60 days back and one year before that").
 *
 * How we read it: the window starts 60 days before `now` and is one year long, so it shows documents
 * that expired in the last 60 days (still worth renewing) and those expiring within the coming ten
 * months. The literal alternative, a window ending 60 days ago and starting a year earlier, would list
 * only long-expired documents, which no "expiring documents" view wants; the constants above make the
 * window easy to change if the backend says otherwise.
 * The year is added on the calendar (29 February + 1 year = 1 March), in UTC.
 */
export function documentExpiryWindow(now: Date | number): DateRange {
  const nowMs = now instanceof Date ? now.getTime() : now;
  if (!Number.isFinite(nowMs))
    throw new RangeError(
      `documentExpiryWindow: now must be a valid time; got ${describeValue(now)}`,
    );
  const from = new Date(nowMs - EXPIRY_WINDOW_LOOKBACK_DAYS * DAY_MS);
  const to = new Date(from.getTime());
  to.setUTCFullYear(to.getUTCFullYear() + EXPIRY_WINDOW_LENGTH_YEARS);
  return { from, to };
}

/** Whether `date` lies in `[range.from, range.to)`. */
export function isWithinRange(date: Date, range: DateRange): boolean {
  if (!(date instanceof Date)) return false;
  const time = date.getTime();
  return time >= range.from.getTime() && time < range.to.getTime();
}
