const DAY_MS = 86_400_000;

/** `now` moved by whole days (negative for the past), keeping the time of day. */
export function daysFrom(now: Date, days: number): Date {
  return new Date(now.getTime() + days * DAY_MS);
}

/** A date as the bills API writes due dates (spec 000 §5: DD-MM-YYYY), in UTC. */
export function toDayMonthYear(date: Date): string {
  const day = String(date.getUTCDate()).padStart(2, '0');
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `${day}-${month}-${date.getUTCFullYear()}`;
}

/** ISO date without time, `YYYY-MM-DD`. */
export function toIsoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
