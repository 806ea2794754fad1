import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountPaymentOfferOf } from '../accountPaymentOffer';
import { billPaymentOfferOf } from '../billPaymentOffer';
import { checkCustomAmount } from '../customAmount';
import { PRESET_RECHARGE_AMOUNTS } from '../rechargeAmounts';

describe('accountPaymentOfferOf', () => {
  it('offers a bill its full amount due, preselected, as billPaymentOfferOf does', () => {
    expect(accountPaymentOfferOf({ topUp: false, due: 281.17, minimum: 1 })).toEqual({
      amounts: [281.17],
      preselected: 281.17,
      rules: { min: 1, max: 281.17 },
    });
  });

  it('offers a settled bill no pay step', () => {
    expect(accountPaymentOfferOf({ topUp: false, due: 0, minimum: 1 })).toBeUndefined();
    expect(accountPaymentOfferOf({ topUp: false, minimum: 1 })).toBeUndefined();
  });

  it('offers a top-up the presets from its minimum, nothing preselected, whatever is due', () => {
    expect(accountPaymentOfferOf({ topUp: true, due: 281.17, minimum: 10 })).toEqual({
      amounts: [50, 100, 200, 500],
      rules: { min: 10 },
    });
    expect(accountPaymentOfferOf({ topUp: true, due: 0, minimum: 10 })).toBeDefined();
  });

  it('leaves out the presets under a top-up’s minimum, and offers the minimum when none is left', () => {
    expect(accountPaymentOfferOf({ topUp: true, minimum: 75 })?.amounts).toEqual([100, 200, 500]);
    expect(accountPaymentOfferOf({ topUp: true, minimum: 750 })).toEqual({
      amounts: [750],
      rules: { min: 750 },
    });
  });

  it.each([undefined, 0, -5, Number.NaN, '10'])(
    'takes a top-up minimum of %j as none',
    (minimum) => {
      expect(accountPaymentOfferOf({ topUp: true, minimum })).toEqual({
        amounts: [...PRESET_RECHARGE_AMOUNTS],
        rules: {},
      });
    },
  );

  it('counts an account as a top-up only when `topUp` is true', () => {
    expect(accountPaymentOfferOf({ topUp: 'yes', due: 12, minimum: 1 })?.preselected).toBe(12);
    expect(accountPaymentOfferOf(undefined as never)).toBeUndefined();
  });

  it('never offers a pill its own field would refuse (property)', () => {
    // fast-check prints the seed and the shrunk counterexample when this fails; replay with { seed }.
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: -100, max: 10_000_000 }),
        fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: undefined }),
        (topUp, dueFils, minimumFils) => {
          const due = dueFils / 100;
          const minimum = minimumFils === undefined ? undefined : minimumFils / 100;
          const offer = accountPaymentOfferOf({ topUp, due, minimum });
          if (!topUp) {
            expect(offer).toEqual(billPaymentOfferOf(due, minimum));
            return;
          }
          expect(offer).toBeDefined();
          if (!offer) return;
          expect(offer.preselected).toBeUndefined();
          expect(offer.amounts.length).toBeGreaterThanOrEqual(1);
          for (const amount of offer.amounts)
            expect(checkCustomAmount(amount, offer.rules)).toEqual({ ok: true, amount });
        },
      ),
    );
  });
});
