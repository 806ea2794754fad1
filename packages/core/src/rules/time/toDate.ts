/**
 * The portal's offset, Gulf Standard Time (UTC+4, no daylight saving).
 * Choice: backend date-times written without an offset are read in this zone, so a rule gives the
 * same answer on a server in UTC, a browser abroad and a test runner.
 */
export const PORTAL_TIME_ZONE_OFFSET = '+04:00';

// Hours 00–23, minutes and seconds 00–59 (Date.parse alone would take 24:00 as the next midnight).
const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ]([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(\.\d{1,9})?)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

function validDate(ms: number): Date | undefined {
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Whether year/month/day name a real calendar day (no 31 April, 29 February only in leap years). */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  // Day 0 of the next month is this month's last day.
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= new Date(Date.UTC(year, month, 0)).getUTCDate()
  );
}

/**
 * The calendar day (`YYYY-MM-DD`) a backend date names, or `undefined`: an ISO date, or the date of an
 * ISO date-time (`2026-03-01T10:00:00Z` → `2026-03-01`, the day as written, without moving it to
 * another zone); an impossible day (`2026-02-30`) or any other shape is `undefined`. Never throws.
 */
export function calendarDayOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value.trim());
  if (!match) return undefined;
  return isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]))
    ? match[0].slice(0, 10)
    : undefined;
}

/**
 * Reads a point in time from what the backend sends, or `undefined`; never throws.
 *
 * Accepted: a valid `Date`; epoch milliseconds as a number or a digit string of 11–16 digits (a shorter
 * one is more likely a year or a stray id); ISO 8601 dates and
 * date-times (`2026-03-01`, `2026-03-01T10:00:00Z`, `2026-03-01 10:00`); and `DD-MM-YYYY` (spec 000 §5,
 * due dates).
 * Choice: anything else (`"1"`, `"tomorrow"`) is rejected rather than left to `Date.parse`, whose
 * guesses differ between engines. Dates without an offset are read in UAE time
 * ({@link PORTAL_TIME_ZONE_OFFSET}); impossible calendar days (`2026-02-30`) are rejected.
 */
export function toDate(value: unknown): Date | undefined {
  if (typeof value === 'string') {
    // DD-MM-YYYY is rewritten to its ISO form, so one reader (and one set of checks) serves both;
    // this keeps the reader small for every rule that imports it (normalizeApplication among them).
    const text = value.trim().replace(/^(\d{2})-(\d{2})-(\d{4})$/, '$3-$2-$1');
    const iso = ISO_DATE.exec(text);
    if (iso) {
      const [, year, month, day, hour = '00', minute = '00', second = '00', fraction = '.', zone] =
        iso;
      if (!isCalendarDate(+year!, +month!, +day!)) return undefined;
      // The one form every engine's Date.parse reads: milliseconds as exactly three digits, and an
      // explicit offset (UAE time when the backend wrote none; `+hhmm` gets its colon, `z` its capital).
      const offset =
        zone === undefined
          ? PORTAL_TIME_ZONE_OFFSET
          : zone.length === 5
            ? `${zone.slice(0, 3)}:${zone.slice(3)}`
            : zone.toUpperCase();
      return validDate(
        Date.parse(
          `${year}-${month}-${day}T${hour}:${minute}:${second}${fraction.padEnd(4, '0').slice(0, 4)}${offset}`,
        ),
      );
    }
    if (!/^-?\d{11,16}$/.test(text)) return undefined;
  } else if (typeof value !== 'number' && !(value instanceof Date)) return undefined;
  // Epoch milliseconds (a number or a digit string) or a Date; NaN, ±Infinity and an invalid Date
  // all make an invalid Date, which validDate turns into undefined.
  return validDate(Number(value));
}
