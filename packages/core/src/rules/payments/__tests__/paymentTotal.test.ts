import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paymentTotalOf } from '../paymentTotal';

const items = (...amounts: number[]) => amounts.map((amount) => ({ amount }));

describe('paymentTotalOf', () => {
  it.each([
    [[281.17], 281.17],
    [[281.17, 50], 331.17],
    [[0.1, 0.2], 0.3],
    [[10.01, 20.02, 30.03], 60.06],
    [[12.344], 12.34],
    [[12.346], 12.35],
    [[], 0],
  ])('totals %j as %d, in whole fils', (amounts, total) => {
    expect(paymentTotalOf(items(...amounts))).toBe(total);
  });

  it('keeps the other fields of an item out of the sum', () => {
    const paid = [
      { providerCode: 'ADDC', accountNumber: '1234567890', amount: 12.5 },
      { providerCode: 'DARB', accountNumber: 'W-1', amount: 100 },
    ];
    expect(paymentTotalOf(paid)).toBe(112.5);
  });

  it('never answers negative zero', () => {
    expect(Object.is(paymentTotalOf(items(-0.001)), 0)).toBe(true);
  });

  it.each([
    ['not an array', { amount: 5 }],
    ['an item without an amount', [{ amount: 5 }, {}]],
    ['an amount that is text', [{ amount: '5' }]],
    ['an amount that is not finite', [{ amount: Number.NaN }]],
    ['a missing item', [null]],
    ['a sum past the largest number', items(Number.MAX_VALUE, Number.MAX_VALUE)],
  ])('refuses %s with a RangeError (the caller built the payment wrongly)', (_case, value) => {
    expect(() => paymentTotalOf(value as never)).toThrow(RangeError);
  });

  it('adds whole fils exactly, in any order (property)', () => {
    // fast-check prints the seed and the shrunk counterexample when this fails; replay with { seed }.
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 1_000_000_000 }), { minLength: 1, maxLength: 20 }),
        fc.nat(),
        (fils, shift) => {
          const total = paymentTotalOf(fils.map((amount) => ({ amount: amount / 100 })));
          expect(total).toBe(fils.reduce((sum, amount) => sum + amount, 0) / 100);
          const turned = [
            ...fils.slice(shift % fils.length),
            ...fils.slice(0, shift % fils.length),
          ];
          expect(paymentTotalOf(turned.map((amount) => ({ amount: amount / 100 })))).toBe(total);
        },
      ),
    );
  });

  it('is a whole number of fils within half a fils of the plain sum (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { maxLength: 10 }),
        (amounts) => {
          const total = paymentTotalOf(items(...amounts));
          const sum = amounts.reduce((acc, amount) => acc + amount, 0);
          expect(Number.isInteger(Math.round(total * 100))).toBe(true);
          expect(Math.abs(total * 100 - Math.round(total * 100))).toBeLessThan(1e-6);
          expect(Math.abs(total - sum)).toBeLessThanOrEqual(0.005 + 1e-9);
        },
      ),
    );
  });
});
