/**
 * The portal's offset, Gulf Standard Time (UTC+4, no daylight saving).
 * Choice: backend date-times written without an offset are read in this zone, so a rule gives the
 * same answer on a server in UTC, a browser abroad and a test runner.
 */
export const PORTAL_TIME_ZONE_OFFSET = '+04:00';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?)?(Z|[+-]\d{2}:?\d{2})?$/i;
const DMY_DATE = /^(\d{2})-(\d{2})-(\d{4})$/;

function validDate(ms: number): Date | undefined {
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Whether year/month/day name a real calendar day (no 31 April, 29 February only in leap years). */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
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
  if (value instanceof Date) return validDate(value.getTime());
  if (typeof value === 'number') return Number.isFinite(value) ? validDate(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (/^-?\d{11,16}$/.test(text)) return validDate(Number(text));
  const dmy = DMY_DATE.exec(text);
  if (dmy) {
    const [, day, month, year] = dmy;
    return fromParts(Number(year), Number(month), Number(day), `${year}-${month}-${day}T00:00:00`, undefined);
  }
  const iso = ISO_DATE.exec(text);
  if (!iso) return undefined;
  const [, year, month, day, hour = '00', minute = '00', second = '00', fraction = '', zone] = iso;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return undefined;
  const milliseconds = fraction === '' ? '' : fraction.slice(0, 4).padEnd(4, '0');
  return fromParts(
    Number(year),
    Number(month),
    Number(day),
    `${year}-${month}-${day}T${hour}:${minute}:${second}${milliseconds}`,
    zone,
  );
}

function fromParts(year: number, month: number, day: number, local: string, zone: string | undefined) {
  if (!isCalendarDate(year, month, day)) return undefined;
  const offset = zone === undefined ? PORTAL_TIME_ZONE_OFFSET : normaliseZone(zone);
  return validDate(Date.parse(`${local}${offset}`));
}

function normaliseZone(zone: string): string {
  if (zone.toUpperCase() === 'Z') return 'Z';
  return zone.includes(':') ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`;
}
