import type { CustomAmountRules } from './customAmount';

/**
 * What a pay step offers (SCREENS.md S5.6 bills and top-ups, S6.2 toll wallets): its quick amounts
 * (the pills), the one chosen before the person touches anything, if any, and the rules of its
 * "other amount" field (core's `checkCustomAmount`).
 */
export interface PaymentOffer {
  /** The pills, in order (AED). Every one of them meets `rules`. */
  readonly amounts: readonly number[];
  /** The amount chosen at first; absent, the step preselects nothing of its own. */
  readonly preselected?: number;
  /** The rules of "other amount"; `min` is the minimum the field's hint shows. */
  readonly rules: CustomAmountRules;
}
