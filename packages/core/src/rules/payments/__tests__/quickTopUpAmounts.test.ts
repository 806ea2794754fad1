import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quickTopUpAmounts } from '../quickTopUpAmounts';

describe('quickTopUpAmounts', () => {
  it.each([
    [1, [1]],
    [34, [34]],
    [34.99, [34.99]],
    [35, [25, 35]],
    [59, [25, 59]],
    [60, [25, 50, 60]],
    [84, [25, 50, 84]],
    [85, [25, 50, 85]],
    [99, [25, 50, 99]],
    [100, [25, 50, 75, 100]],
    [130, [25, 50, 75, 130]],
    [200, [50, 100, 150, 200]],
    [1000, [250, 500, 750, 1000]],
    [1010, [250, 500, 750, 1010]],
  ])('for %d offers %j', (amount, expected) => {
    expect(quickTopUpAmounts(amount)).toEqual(expected);
  });

  it.each([0, -5, Number.NaN, Infinity, '50' as unknown as number])(
    'offers nothing for %j',
    (amount) => {
      expect(quickTopUpAmounts(amount)).toEqual([]);
    },
  );

  it('is ascending, ends with the amount, uses multiples of 25 before it, has at most 4', () => {
    fc.assert(
      fc.property(fc.double({ min: Number.MIN_VALUE, max: 1e9, noNaN: true }), (amount) => {
        const amounts = quickTopUpAmounts(amount);
        expect(amounts.length).toBeGreaterThanOrEqual(1);
        expect(amounts.length).toBeLessThanOrEqual(4);
        expect(amounts.at(-1)).toBe(amount);
        amounts.slice(0, -1).forEach((step) => {
          expect(step % 25).toBe(0);
          expect(step).toBeGreaterThan(0);
        });
        amounts
          .slice(1)
          .forEach((value, index) => expect(value).toBeGreaterThan(amounts[index] as number));
      }),
    );
  });
});
