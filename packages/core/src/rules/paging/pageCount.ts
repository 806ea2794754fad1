import { readNumber } from '../internal/readField';

/**
 * How many pages a list has: its `total` items in pages of `pageSize`, rounded up, and at least 1
 * (an empty list still shows its one, empty, page).
 *
 * `total` is the server's count: a number or a numeric string; anything else (no total sent, a
 * negative or unreadable one) counts as 0, so one page. Choice: a fractional total is rounded up
 * with the rest, since a count the server sent half-way still names items to show.
 * `pageSize` is the caller's own constant (`COMBINED_LIST_PAGE_SIZE`, `SEARCH_RESULTS_PAGE_SIZE`…).
 * @throws {RangeError} when `pageSize` is not a whole number of at least 1 (a developer's mistake).
 *
 * @example pageCountOf(24, 20)        // 2
 * @example pageCountOf(20, 20)        // 1
 * @example pageCountOf(undefined, 20) // 1
 */
export function pageCountOf(total: unknown, pageSize: unknown): number {
  if (typeof pageSize !== 'number' || !Number.isSafeInteger(pageSize) || pageSize < 1)
    throw new RangeError('pageCountOf: `pageSize` must be a whole number of at least 1');
  const count = readNumber(total) ?? 0;
  return count > 0 ? Math.max(1, Math.ceil(count / pageSize)) : 1;
}
