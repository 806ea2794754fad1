import { uaeMonthOf, type CalendarMonth } from './soonestExpiringMonth';

/** The documents expiring in one calendar month, or those with no expiry date (`month` undefined). */
export interface DocumentMonthGroup<T> {
  /** The month in UAE time; `undefined` for the group of documents that never expire. */
  readonly month: CalendarMonth | undefined;
  readonly items: readonly T[];
}

/**
 * The documents grouped by the calendar month (UAE time) of their expiry date, soonest month first,
 * each group ordered by expiry date (ties keep the given order); documents without an expiry date
 * form one last group with `month: undefined`, in the given order.
 *
 * How we read "soonest first" (SCREENS.md S3.8): months in calendar order, so documents that have
 * already expired come before those about to, the most urgent at the top. `expiryOf` reads each
 * item's expiry; anything but a valid Date counts as no expiry. A non-array gives no group.
 * @throws {RangeError} when `expiryOf` is not a function.
 */
export function documentsByExpiryMonth<T>(
  documents: readonly T[],
  expiryOf: (document: T) => Date | undefined,
): DocumentMonthGroup<T>[] {
  if (typeof expiryOf !== 'function')
    throw new RangeError(
      "documentsByExpiryMonth: expiryOf must be a function reading a document's expiry date",
    );
  if (!Array.isArray(documents)) return [];
  const dated: { item: T; time: number; month: CalendarMonth }[] = [];
  const undated: T[] = [];
  for (const item of documents as readonly T[]) {
    const expiry = expiryOf(item);
    if (expiry instanceof Date && !Number.isNaN(expiry.getTime()))
      dated.push({ item, time: expiry.getTime(), month: uaeMonthOf(expiry) });
    else undated.push(item);
  }
  // Array.prototype.sort is stable, so documents expiring at the same moment keep their order.
  dated.sort((a, b) => a.time - b.time);
  const groups: { month: CalendarMonth | undefined; items: T[] }[] = [];
  for (const entry of dated) {
    const last = groups.at(-1);
    if (last?.month?.year === entry.month.year && last.month.month === entry.month.month)
      last.items.push(entry.item);
    else groups.push({ month: entry.month, items: [entry.item] });
  }
  if (undated.length > 0) groups.push({ month: undefined, items: undated });
  return groups;
}
