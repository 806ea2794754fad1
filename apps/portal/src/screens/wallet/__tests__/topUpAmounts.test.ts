import { describe, expect, it } from 'vitest';
import { topUpAmountsOf } from '../topUpAmounts';

describe('topUpAmountsOf', () => {
  it('offers the preset amounts when the balance is at or above the alert, or there is no alert', () => {
    expect(topUpAmountsOf({ balance: 85.5, lowBalanceThreshold: 20 })).toEqual([50, 100, 200, 500]);
    expect(topUpAmountsOf({ balance: 0, lowBalanceThreshold: undefined })).toEqual([
      50, 100, 200, 500,
    ]);
  });

  it('offers the spec 000 §9 quick amounts for what brings the balance back to the alert', () => {
    // Required 30 (under 35): the amount alone.
    expect(topUpAmountsOf({ balance: 20, lowBalanceThreshold: 50 })).toEqual([30]);
    // Required 40 (under 60): 25 and the amount.
    expect(topUpAmountsOf({ balance: 10, lowBalanceThreshold: 50 })).toEqual([25, 40]);
  });
});
