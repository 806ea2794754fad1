import { describeValue } from '../internal/describeValue';
/** App-store badges per row in the mini-app download modal (spec 001 §2, §9). */
export const MINI_APP_BADGES_PER_ROW = 2;

/**
 * Splits items into rows of `size` (spec 001 §9: mini-app badges in rows of 2); the last row may be
 * shorter.
 * @throws {RangeError} when `items` is not an array or `size` is not a whole number ≥ 1.
 */
export function inRowsOf<T>(items: readonly T[], size: number = MINI_APP_BADGES_PER_ROW): T[][] {
  if (!Array.isArray(items)) throw new RangeError('inRowsOf: items must be an array');
  if (!Number.isInteger(size) || size < 1)
    throw new RangeError(
      `inRowsOf: size must be a whole number of at least 1; got ${describeValue(size)}`,
    );
  const rows: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    rows.push(items.slice(start, start + size));
  return rows;
}
