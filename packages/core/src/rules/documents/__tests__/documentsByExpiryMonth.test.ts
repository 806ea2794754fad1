import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentExpiryMarkOf } from '../documentExpiryMark';
import { documentsByExpiryMonth } from '../documentsByExpiryMonth';

const now = new Date('2026-11-22T08:00:00Z');
const DAY = 86_400_000;
type Doc = { id: string; expiry?: Date };
const expiryOf = (doc: Doc) => doc.expiry;

describe('documentsByExpiryMonth', () => {
  it('groups by UAE month, soonest month first, undated last', () => {
    const docs: Doc[] = [
      { id: 'none-a' },
      { id: 'jan-b', expiry: new Date('2027-01-20T00:00:00Z') },
      { id: 'jan-a', expiry: new Date('2026-12-31T20:00:00Z') }, // 1 January in Abu Dhabi
      { id: 'dec', expiry: new Date('2026-12-31T19:59:59Z') },
      { id: 'old', expiry: new Date('2025-10-01T00:00:00Z') },
      { id: 'none-b', expiry: new Date(Number.NaN) },
    ];
    const groups = documentsByExpiryMonth(docs, expiryOf);
    expect(groups.map((g) => [g.month, g.items.map((d) => d.id)])).toEqual([
      [{ year: 2025, month: 10 }, ['old']],
      [{ year: 2026, month: 12 }, ['dec']],
      [{ year: 2027, month: 1 }, ['jan-a', 'jan-b']],
      [undefined, ['none-a', 'none-b']],
    ]);
  });

  it('gives no group for no document or a non-array, and refuses a missing reader', () => {
    expect(documentsByExpiryMonth([], expiryOf)).toEqual([]);
    expect(documentsByExpiryMonth('x' as never, expiryOf)).toEqual([]);
    expect(() => documentsByExpiryMonth([], undefined as never)).toThrow(RangeError);
  });

  // fast-check prints the seed and the shrunk counterexample when this fails; replay with { seed }.
  it('keeps every document once, months strictly ascending, each in its own month, undated last', () => {
    const doc = fc.record({
      id: fc.uuid(),
      expiry: fc.option(
        fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z') }),
        { nil: undefined },
      ),
    });
    fc.assert(
      fc.property(fc.array(doc, { maxLength: 40 }), (docs) => {
        const groups = documentsByExpiryMonth(docs, expiryOf);
        const flat = groups.flatMap((g) => g.items);
        expect(flat).toHaveLength(docs.length);
        expect(new Set(flat)).toEqual(new Set(docs));
        const dated = groups.filter((g) => g.month !== undefined);
        const undated = groups.filter((g) => g.month === undefined);
        expect(undated.length).toBeLessThanOrEqual(1);
        if (undated.length === 1) expect(groups.at(-1)).toBe(undated[0]);
        const order = dated.map((g) => g.month!.year * 12 + g.month!.month);
        order.slice(1).forEach((value, index) => expect(value).toBeGreaterThan(order[index]!));
        for (const group of dated) {
          const times = group.items.map((d) => d.expiry!.getTime());
          times
            .slice(1)
            .forEach((value, index) => expect(value).toBeGreaterThanOrEqual(times[index]!));
          for (const item of group.items) {
            const uae = new Date(item.expiry!.getTime() + 4 * 3_600_000);
            expect({ year: uae.getUTCFullYear(), month: uae.getUTCMonth() + 1 }).toEqual(
              group.month,
            );
          }
        }
      }),
    );
  });
});

describe('documentExpiryMarkOf', () => {
  it('expired before now, expiring soon until the window ends, valid after or without a date', () => {
    expect(documentExpiryMarkOf(new Date(now.getTime() - 1), now)).toEqual({
      kind: 'expired',
      messageKey: 'document.expired',
      tone: 'danger',
    });
    expect(documentExpiryMarkOf(now, now).kind).toBe('expiringSoon');
    expect(documentExpiryMarkOf(new Date(now.getTime() + 250 * DAY), now)).toMatchObject({
      kind: 'expiringSoon',
      messageKey: 'document.expiringSoon',
      tone: 'attention',
    });
    // The window ends one year after 60 days back: 23 September 2027, 08:00 UTC.
    expect(documentExpiryMarkOf(new Date('2027-09-23T07:59:59Z'), now).kind).toBe('expiringSoon');
    expect(documentExpiryMarkOf(new Date('2027-09-23T08:00:00Z'), now)).toMatchObject({
      kind: 'valid',
      messageKey: 'document.valid',
      tone: 'success',
    });
    expect(documentExpiryMarkOf(undefined, now).kind).toBe('valid');
    expect(documentExpiryMarkOf(new Date(Number.NaN), now).kind).toBe('valid');
  });

  it('refuses an invalid now with a RangeError', () => {
    expect(() => documentExpiryMarkOf(undefined, Number.NaN)).toThrow(RangeError);
  });
});
