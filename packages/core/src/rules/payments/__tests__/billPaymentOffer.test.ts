import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billPaymentOfferOf } from '../billPaymentOffer';
import { checkCustomAmount } from '../customAmount';
import { quickTopUpAmounts } from '../quickTopUpAmounts';

describe('billPaymentOfferOf', () => {
  it('offers and preselects the full amount due, not the smallest quick amount (issue O item 6)', () => {
    const offer = billPaymentOfferOf(281.17, 1);
    expect(offer).toEqual({
      amounts: [281.17],
      preselected: 281.17,
      rules: { min: 1, max: 281.17 },
    });
    // The wallet's rule would have put AED 50 first, and the picker chose the first pill.
    expect(quickTopUpAmounts(281.17)[0]).toBe(50);
  });

  it('takes a part payment only from the minimum up to the amount due', () => {
    const rules = billPaymentOfferOf(281.17, 1)?.rules;
    expect(checkCustomAmount('50', rules)).toEqual({ ok: true, amount: 50 });
    expect(checkCustomAmount('281.17', rules)).toEqual({ ok: true, amount: 281.17 });
    expect(checkCustomAmount('281.18', rules)).toMatchObject({
      ok: false,
      messageKey: 'form.error.amountMax',
      limit: 281.17,
    });
    expect(checkCustomAmount('0.99', rules)).toMatchObject({
      ok: false,
      messageKey: 'form.error.amountMin',
    });
  });

  it('lowers the floor to the amount due when the minimum is larger', () => {
    expect(billPaymentOfferOf(0.5, 10)?.rules).toEqual({ min: 0.5, max: 0.5 });
  });

  it('rounds to whole fils and ignores a minimum that is not a positive number', () => {
    expect(billPaymentOfferOf(10.005, Number.NaN)).toEqual({
      amounts: [10.01],
      preselected: 10.01,
      rules: { max: 10.01 },
    });
    expect(billPaymentOfferOf(10, -1)?.rules).toEqual({ max: 10 });
  });

  it.each([0, 0.004, -5, Number.NaN, Infinity, '281.17', null, undefined])(
    'offers no pay step for %j: nothing is due',
    (due) => {
      expect(billPaymentOfferOf(due, 1)).toBeUndefined();
    },
  );

  it('always preselects the whole amount due, which its own rules accept, and never more (property)', () => {
    // fast-check prints the seed and the shrunk counterexample when this fails; replay with { seed }.
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.option(fc.double({ min: -10, max: 1_000, noNaN: true }), { nil: undefined }),
        (fils, minimum) => {
          const due = fils / 100;
          const offer = billPaymentOfferOf(due, minimum);
          expect(offer).toBeDefined();
          if (!offer) return;
          expect(offer.preselected).toBe(due);
          expect(offer.amounts[0]).toBe(due);
          expect(offer.amounts.every((amount) => amount <= due)).toBe(true);
          expect(offer.rules.max).toBe(due);
          expect(offer.rules.min ?? 0).toBeLessThanOrEqual(due);
          expect(checkCustomAmount(due, offer.rules)).toEqual({ ok: true, amount: due });
          expect(checkCustomAmount(due + 0.01, offer.rules).ok).toBe(false);
        },
      ),
    );
  });
});
