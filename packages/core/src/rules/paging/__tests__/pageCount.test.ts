import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageCountOf } from '../pageCount';

describe('pageCountOf', () => {
  it.each([
    [24, 20, 2],
    [20, 20, 1],
    [21, 20, 2],
    [1, 10, 1],
    [11, 10, 2],
    [100, 10, 10],
    [101, 10, 11],
    ['45', 20, 3],
    [' 7 ', 5, 2],
    [2.5, 2, 2],
  ])('counts %j items in pages of %d as %d pages', (total, pageSize, pages) => {
    expect(pageCountOf(total, pageSize)).toBe(pages);
  });

  it.each([0, -3, undefined, null, Number.NaN, Infinity, 'many', '', {}, [12]])(
    'shows one page when the total is %j (none, or none it can read)',
    (total) => {
      expect(pageCountOf(total, 10)).toBe(1);
    },
  );

  it.each([0, -1, 2.5, Number.NaN, Infinity, '10', undefined])(
    'refuses a page size of %j with a RangeError',
    (pageSize) => {
      expect(() => pageCountOf(10, pageSize)).toThrow(RangeError);
    },
  );

  it('has just enough pages for every item, and at least one (property)', () => {
    // fast-check prints the seed and the shrunk counterexample when this fails; replay with { seed }.
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 1, max: 1_000 }),
        (total, pageSize) => {
          const pages = pageCountOf(total, pageSize);
          expect(Number.isSafeInteger(pages)).toBe(true);
          expect(pages).toBeGreaterThanOrEqual(1);
          // Every item has a place…
          expect(pages * pageSize).toBeGreaterThanOrEqual(total);
          // …and no page is left empty, except the one page of an empty list.
          if (total > 0) expect((pages - 1) * pageSize).toBeLessThan(total);
          else expect(pages).toBe(1);
        },
      ),
    );
  });

  it('never has fewer pages for more items, nor more pages for bigger pages (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        (total, more, pageSize, bigger) => {
          expect(pageCountOf(total + more, pageSize)).toBeGreaterThanOrEqual(
            pageCountOf(total, pageSize),
          );
          expect(pageCountOf(total, pageSize + bigger)).toBeLessThanOrEqual(
            pageCountOf(total, pageSize),
          );
        },
      ),
    );
  });

  it('reads a numeric string total as its number (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 100 }),
        (total, pageSize) => {
          expect(pageCountOf(String(total), pageSize)).toBe(pageCountOf(total, pageSize));
        },
      ),
    );
  });
});
