import type { CustomAmountRules } from './customAmount';
import type { PaymentOffer } from './paymentOffer';

/** What the pay step of a bill offers (SCREENS.md S5.6): its pills, the one chosen at first, its field's rules. */
export interface BillPaymentOffer extends PaymentOffer {
  /** The pills, in order: the full amount due alone. */
  readonly amounts: readonly number[];
  /** The amount chosen before the person touches anything: the full amount due. */
  readonly preselected: number;
  /** The rules of "other amount" (a part payment): at least the minimum, at most the amount due. */
  readonly rules: CustomAmountRules;
}

const toFils = (value: number) => Math.round(value * 100);

/**
 * What the pay step offers for a bill with `due` AED outstanding, or `undefined` when nothing is due
 * (no pay step: a settled bill is not paid again).
 *
 * Choice: spec 000 §9's quick amounts are for "a wallet's required amount" (a toll wallet top-up,
 * SCREENS.md S6.2), where any of the steps is a sensible top-up. A bill is different: paying part of it
 * leaves it unpaid, so the offer is the full amount due, preselected, and a part payment only through
 * "other amount", typed on purpose. Its ceiling is the amount due (more than the bill would be booked as
 * credit nobody asked for); its floor is the provider's `minimum` (spec 000 §5), or the amount due when
 * that is smaller, so a bill of AED 0.50 can still be paid. Amounts are whole fils; `due` is rounded to
 * them. A `due` that is not a finite number above 0 (or rounds to 0 fils) gives `undefined`; a `minimum`
 * that is not a finite number above 0 counts as none.
 *
 * @example billPaymentOfferOf(281.17, 1) // { amounts: [281.17], preselected: 281.17, rules: { min: 1, max: 281.17 } }
 */
export function billPaymentOfferOf(due: unknown, minimum?: unknown): BillPaymentOffer | undefined {
  if (typeof due !== 'number' || !Number.isFinite(due)) return undefined;
  const fils = toFils(due);
  if (fils <= 0) return undefined;
  const amount = fils / 100;
  const floor =
    typeof minimum === 'number' && Number.isFinite(minimum) && minimum > 0
      ? Math.min(minimum, amount)
      : undefined;
  return {
    amounts: [amount],
    preselected: amount,
    rules: floor === undefined ? { max: amount } : { min: floor, max: amount },
  };
}
