import { describe, expect, it } from 'vitest';
import { documentExpiryWindow, isWithinRange } from '../expiryWindow';
import { soonestExpiringMonth } from '../soonestExpiringMonth';

const now = new Date('2026-11-22T08:00:00Z');
const DAY = 86_400_000;

describe('documentExpiryWindow', () => {
  it('starts 60 days back and lasts one calendar year', () => {
    const window = documentExpiryWindow(now);
    expect(window.from.toISOString()).toBe('2026-09-23T08:00:00.000Z');
    expect(window.to.toISOString()).toBe('2027-09-23T08:00:00.000Z');
    expect(isWithinRange(window.from, window)).toBe(true);
    expect(isWithinRange(window.to, window)).toBe(false);
    expect(isWithinRange(new Date(window.from.getTime() - 1), window)).toBe(false);
  });

  it('refuses an invalid now with a RangeError', () => {
    expect(() => documentExpiryWindow(Number.NaN)).toThrow(/now must be a valid time/);
  });
});

describe('soonestExpiringMonth', () => {
  type Doc = { id: string; expiry?: Date };
  const at = (iso: string) => new Date(iso);
  const docs: Doc[] = [
    { id: 'expired', expiry: new Date(now.getTime() - 10 * DAY) },
    { id: 'jan-b', expiry: at('2027-01-20T00:00:00Z') },
    { id: 'dec', expiry: at('2026-12-31T19:59:59Z') },
    { id: 'jan-a', expiry: at('2026-12-31T20:00:00Z') },
    { id: 'none' },
    { id: 'far', expiry: at('2028-01-01T00:00:00Z') },
  ];

  it('groups the documents of the earliest upcoming month, in UAE time', () => {
    expect(soonestExpiringMonth(docs, (doc) => doc.expiry, now)).toEqual({
      month: { year: 2026, month: 12 },
      items: [docs[2]],
    });
    const withoutDecember = docs.filter((doc) => doc.id !== 'dec');
    expect(soonestExpiringMonth(withoutDecember, (doc) => doc.expiry, now)).toEqual({
      month: { year: 2027, month: 1 },
      items: [docs[3], docs[1]],
    });
  });

  it('gives nothing when no document expires ahead within the window', () => {
    expect(
      soonestExpiringMonth([docs[0], docs[4], docs[5]] as Doc[], (doc) => doc.expiry, now),
    ).toBeUndefined();
    expect(soonestExpiringMonth([], () => undefined, now)).toBeUndefined();
  });
});
