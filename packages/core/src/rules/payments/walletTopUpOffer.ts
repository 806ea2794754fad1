import { readNumber } from '../internal/readField';
import type { PaymentOffer } from './paymentOffer';
import { quickTopUpAmounts } from './quickTopUpAmounts';
import { PRESET_RECHARGE_AMOUNTS, TOLL_MIN_TOP_UP } from './rechargeAmounts';

/** What the offer of a toll wallet top-up reads of the wallet (core's `DarbWallet` has both). */
export interface WalletTopUpFacts {
  /** The balance in AED; negative when tolls were charged past it. */
  readonly balance?: unknown;
  /** The person's low-balance alert in AED, if they set one. */
  readonly lowBalanceThreshold?: unknown;
}

/**
 * What the top-up step of a toll wallet offers (SCREENS.md S6.2): spec 000 §9's quick amounts for
 * the wallet's required amount, or the preset amounts (50, 100, 200, 500), and "other amount" from
 * the toll minimum (spec 000 §5, `TOLL_MIN_TOP_UP`, 10). Nothing is preselected by the offer.
 *
 * Choices (spec 000 §9 gives the quick amounts for a required amount, not what a wallet requires):
 * - the required amount is what brings the balance back up to the person's own low-balance alert, in
 *   whole fils; a wallet without an alert counts its alert as 0, so a wallet in debt is offered its
 *   debt;
 * - a wallet at or above its alert, or whose balance is not known (not a finite number), is offered
 *   the presets: nothing is required, or nobody can tell what is;
 * - a required amount under the toll minimum is offered as the minimum (a wallet AED 5 under its alert
 *   gets a pill of AED 10), since the top-up call refuses less than the minimum.
 *
 * @example walletTopUpOfferOf({ balance: 20, lowBalanceThreshold: 50 })  // amounts [30], rules { min: 10 }
 * @example walletTopUpOfferOf({ balance: 85.5, lowBalanceThreshold: 20 }) // amounts [50, 100, 200, 500]
 */
export function walletTopUpOfferOf(wallet: WalletTopUpFacts): PaymentOffer {
  const facts: WalletTopUpFacts = typeof wallet === 'object' && wallet !== null ? wallet : {};
  const balance = readNumber(facts.balance);
  const alert = readNumber(facts.lowBalanceThreshold) ?? 0;
  const required = balance === undefined ? 0 : Math.round((alert - balance) * 100) / 100;
  const amounts =
    Number.isFinite(required) && required > 0
      ? quickTopUpAmounts(Math.max(required, TOLL_MIN_TOP_UP))
      : [...PRESET_RECHARGE_AMOUNTS];
  return { amounts, rules: { min: TOLL_MIN_TOP_UP } };
}
