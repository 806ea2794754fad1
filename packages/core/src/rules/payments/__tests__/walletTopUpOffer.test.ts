import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCustomAmount } from '../customAmount';
import { quickTopUpAmounts } from '../quickTopUpAmounts';
import { PRESET_RECHARGE_AMOUNTS, TOLL_MIN_TOP_UP } from '../rechargeAmounts';
import { walletTopUpOfferOf } from '../walletTopUpOffer';

describe('walletTopUpOfferOf', () => {
  it('offers the presets when the balance is at or above the alert, or there is no alert', () => {
    expect(walletTopUpOfferOf({ balance: 85.5, lowBalanceThreshold: 20 })).toEqual({
      amounts: [50, 100, 200, 500],
      rules: { min: 10 },
    });
    expect(walletTopUpOfferOf({ balance: 50, lowBalanceThreshold: 50 }).amounts).toEqual([
      50, 100, 200, 500,
    ]);
    expect(walletTopUpOfferOf({ balance: 0, lowBalanceThreshold: undefined }).amounts).toEqual([
      50, 100, 200, 500,
    ]);
  });

  it('offers the spec 000 §9 quick amounts for what brings the balance back to the alert', () => {
    // Required 30 (under 35): the amount alone.
    expect(walletTopUpOfferOf({ balance: 20, lowBalanceThreshold: 50 }).amounts).toEqual([30]);
    // Required 40 (under 60): 25 and the amount.
    expect(walletTopUpOfferOf({ balance: 10, lowBalanceThreshold: 50 }).amounts).toEqual([25, 40]);
    // Required 130.25 (85 and over): the quarter-steps, then the amount, in whole fils.
    expect(walletTopUpOfferOf({ balance: 19.75, lowBalanceThreshold: 150 }).amounts).toEqual([
      25, 50, 75, 130.25,
    ]);
    // The difference in whole fils, not float noise (100.1 - 70 is 30.099999999999994 in floats).
    expect(walletTopUpOfferOf({ balance: 70, lowBalanceThreshold: 100.1 }).amounts).toEqual([30.1]);
  });

  it('offers a wallet in debt without an alert its debt', () => {
    expect(walletTopUpOfferOf({ balance: -42, lowBalanceThreshold: null }).amounts).toEqual([
      25, 42,
    ]);
  });

  it('offers the toll minimum, not less, for a wallet a little under its alert', () => {
    expect(walletTopUpOfferOf({ balance: 45, lowBalanceThreshold: 50 }).amounts).toEqual([10]);
    expect(walletTopUpOfferOf({ balance: 49.99, lowBalanceThreshold: 50 }).amounts).toEqual([10]);
  });

  it.each([undefined, null, 'unknown', Number.NaN])(
    'offers the presets when the balance is %j: nobody can tell what is required',
    (balance) => {
      expect(walletTopUpOfferOf({ balance, lowBalanceThreshold: 50 }).amounts).toEqual([
        ...PRESET_RECHARGE_AMOUNTS,
      ]);
    },
  );

  it('reads amounts sent as text', () => {
    expect(walletTopUpOfferOf({ balance: '20', lowBalanceThreshold: '50' }).amounts).toEqual([30]);
  });

  it('answers the presets for anything that is not a wallet', () => {
    expect(walletTopUpOfferOf(null as never).amounts).toEqual([...PRESET_RECHARGE_AMOUNTS]);
  });

  it('offers only amounts its own rules and the top-up call accept, ending with what is required (property)', () => {
    // fast-check prints the seed and the shrunk counterexample when this fails; replay with { seed }.
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: undefined }),
        (balanceFils, alertFils) => {
          const balance = balanceFils / 100;
          const alert = alertFils === undefined ? undefined : alertFils / 100;
          const offer = walletTopUpOfferOf({ balance, lowBalanceThreshold: alert });
          expect(offer.rules).toEqual({ min: TOLL_MIN_TOP_UP });
          expect(offer.preselected).toBeUndefined();
          expect(offer.amounts.length).toBeGreaterThanOrEqual(1);
          for (const amount of offer.amounts)
            expect(checkCustomAmount(amount, offer.rules)).toEqual({ ok: true, amount });
          const requiredFils = (alertFils ?? 0) - balanceFils;
          if (requiredFils <= 0) expect(offer.amounts).toEqual([...PRESET_RECHARGE_AMOUNTS]);
          else
            expect(offer.amounts).toEqual(
              quickTopUpAmounts(Math.max(requiredFils / 100, TOLL_MIN_TOP_UP)),
            );
        },
      ),
    );
  });
});
