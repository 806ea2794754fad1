import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { UtilityHubEntry } from '../utilityHub';
import { utilityHubCategoryDueOf, utilityHubCategoryHasBills } from '../utilityHubTotals';

function entry(dueAmount: number | undefined, topUp = false): UtilityHubEntry {
  return {
    account: {
      id: 'a',
      subscriptionId: undefined,
      nickname: undefined,
      accountNumber: '1234567890',
      serviceType: 8,
      entity: 'addc',
      transactionId: undefined,
      providerCode: 'ADDA00002',
      dueAmount,
    },
    plan: undefined,
    topUp,
    autopay: undefined,
    autopayDay: undefined,
    logoUrl: undefined,
  };
}

const dueOf = (...entries: UtilityHubEntry[]) => utilityHubCategoryDueOf({ entries });

describe('utilityHubCategoryDueOf', () => {
  it.each([
    [[822.2], 822.2],
    [[0.1, 0.2], 0.3],
    [[10.01, 20.02, 30.03], 60.06],
    [[281.17, 812.5, 0.67], 1094.34],
    [[12.344], 12.34],
    [[12.346], 12.35],
    [[], 0],
  ])('adds bills %j as %d, in whole fils', (amounts, total) => {
    expect(dueOf(...amounts.map((amount) => entry(amount)))).toBe(total);
  });

  it('leaves out top-ups, missing amounts, credits and amounts that are not numbers', () => {
    expect(
      dueOf(
        entry(100),
        entry(50, true),
        entry(undefined),
        entry(-30),
        entry(Number.NaN),
        entry(Number.POSITIVE_INFINITY),
      ),
    ).toBe(100);
  });

  it('totals 0, never negative zero, when nothing is due', () => {
    expect(Object.is(dueOf(entry(-0.001), entry(0)), 0)).toBe(true);
  });

  it('equals the sum of whole fils, in any order (property)', () => {
    // fast-check prints the seed and the shrunk counterexample when this fails; replay with { seed }.
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            fils: fc.integer({ min: -100_000, max: 1_000_000_000 }),
            topUp: fc.boolean(),
          }),
          { maxLength: 20 },
        ),
        fc.nat(),
        (accounts, shift) => {
          const entries = accounts.map(({ fils, topUp }) => entry(fils / 100, topUp));
          const expected =
            accounts
              .filter(({ fils, topUp }) => !topUp && fils > 0)
              .reduce((sum, { fils }) => sum + fils, 0) / 100;
          expect(dueOf(...entries)).toBe(expected);
          const at = entries.length === 0 ? 0 : shift % entries.length;
          expect(dueOf(...entries.slice(at), ...entries.slice(0, at))).toBe(expected);
        },
      ),
    );
  });

  it('never has more than two decimals (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1e9, noNaN: true }), { maxLength: 10 }),
        (amounts) => {
          const total = dueOf(...amounts.map((amount) => entry(amount)));
          expect(Math.round(total * 100) / 100).toBe(total);
        },
      ),
    );
  });
});

describe('utilityHubCategoryHasBills', () => {
  it('is true when one account is a bill, false for top-ups only or no accounts', () => {
    expect(utilityHubCategoryHasBills({ entries: [entry(0, true), entry(0)] })).toBe(true);
    expect(utilityHubCategoryHasBills({ entries: [entry(10, true)] })).toBe(false);
    expect(utilityHubCategoryHasBills({ entries: [] })).toBe(false);
  });
});
