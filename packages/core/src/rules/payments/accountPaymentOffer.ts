import { billPaymentOfferOf } from './billPaymentOffer';
import type { PaymentOffer } from './paymentOffer';
import { PRESET_RECHARGE_AMOUNTS } from './rechargeAmounts';

/** What the pay step of a linked utility account reads of it. */
export interface AccountPaymentFacts {
  /** Whether the account is topped up rather than billed (core's `isTopUpAccount`). */
  readonly topUp: unknown;
  /** A bill's amount due in AED (ignored for a top-up). */
  readonly due?: unknown;
  /** The smallest payment the account takes (core's `minimumPaymentOf`). */
  readonly minimum?: unknown;
}

/**
 * What the pay step of one linked utility account offers (SCREENS.md S5.6), or `undefined` when it
 * offers none: a bill with nothing due is not paid again.
 *
 * - A bill: {@link billPaymentOfferOf}, its full amount due preselected, a part payment only as
 *   "other amount", at most the amount due.
 * - A top-up (prepaid mobile, tolls): the preset amounts (spec 000 §9: 50, 100, 200, 500), nothing
 *   preselected by the offer, and "other amount" from `minimum` up. Choice: a preset under the
 *   minimum is not offered (a provider that takes at least AED 75 gets 100, 200 and 500), and when
 *   every preset is under it the minimum alone is, so the pills never offer what the field refuses.
 *
 * A `minimum` that is not a finite number above 0 counts as none; `topUp` counts only when `true`.
 *
 * @example accountPaymentOfferOf({ topUp: false, due: 281.17, minimum: 1 }) // bill: [281.17], preselected
 * @example accountPaymentOfferOf({ topUp: true, minimum: 10 })               // [50, 100, 200, 500], { min: 10 }
 */
export function accountPaymentOfferOf(account: AccountPaymentFacts): PaymentOffer | undefined {
  const facts: Partial<AccountPaymentFacts> =
    typeof account === 'object' && account !== null ? account : {};
  if (facts.topUp !== true) return billPaymentOfferOf(facts.due, facts.minimum);
  const minimum =
    typeof facts.minimum === 'number' && Number.isFinite(facts.minimum) && facts.minimum > 0
      ? facts.minimum
      : undefined;
  if (minimum === undefined) return { amounts: [...PRESET_RECHARGE_AMOUNTS], rules: {} };
  const amounts = PRESET_RECHARGE_AMOUNTS.filter((amount) => amount >= minimum);
  return { amounts: amounts.length > 0 ? amounts : [minimum], rules: { min: minimum } };
}
