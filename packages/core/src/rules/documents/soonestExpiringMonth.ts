import { documentExpiryWindow, isWithinRange } from './expiryWindow';

/** A calendar month in UAE time; `month` is 1–12. */
export interface CalendarMonth {
  readonly year: number;
  readonly month: number;
}

/** The documents that expire in the soonest month, and which month that is. */
export interface ExpiringMonthGroup<T> {
  readonly month: CalendarMonth;
  readonly items: readonly T[];
}

const UAE_OFFSET_MS = 14_400_000; // UTC+4

/** The calendar month of `date` in UAE time. @internal */
export function uaeMonthOf(date: Date): CalendarMonth {
  const shifted = new Date(date.getTime() + UAE_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1 };
}

/**
 * Groups the documents that expire in the soonest month (spec 000 §9).
 *
 * How we read it: among documents whose expiry date lies in {@link documentExpiryWindow} and is not
 * yet past (`>= now`), find the earliest expiry; every such document expiring in that same calendar
 * month (UAE time) forms the group, ordered by expiry date. Documents already expired are left to the
 * list itself: "expiring soonest" is about what is coming. `undefined` when nothing qualifies.
 * `expiryOf` reads each item's expiry; items without one are skipped.
 */
export function soonestExpiringMonth<T>(
  documents: readonly T[],
  expiryOf: (document: T) => Date | undefined,
  now: Date | number,
): ExpiringMonthGroup<T> | undefined {
  if (typeof expiryOf !== 'function')
    throw new RangeError(
      "soonestExpiringMonth: expiryOf must be a function reading a document's expiry date",
    );
  if (!Array.isArray(documents)) return undefined;
  const window = documentExpiryWindow(now);
  const nowMs = now instanceof Date ? now.getTime() : now;
  const upcoming = documents
    .map((item) => ({ item, expiry: expiryOf(item) }))
    .filter(
      (entry): entry is { item: T; expiry: Date } =>
        entry.expiry instanceof Date &&
        entry.expiry.getTime() >= nowMs &&
        isWithinRange(entry.expiry, window),
    )
    .sort((a, b) => a.expiry.getTime() - b.expiry.getTime());
  const first = upcoming[0];
  if (!first) return undefined;
  const month = uaeMonthOf(first.expiry);
  const items = upcoming
    .filter((entry) => {
      const other = uaeMonthOf(entry.expiry);
      return other.year === month.year && other.month === month.month;
    })
    .map((entry) => entry.item);
  return { month, items };
}
