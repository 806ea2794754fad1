import { PRESET_RECHARGE_AMOUNTS, quickTopUpAmounts } from '@portal/core';
import type { DarbWallet } from '@portal/core/api/tollWallet';

/**
 * The quick amounts offered for a wallet top-up (SCREENS.md S6.2). Spec 000 §9 gives the quick
 * amounts for a required amount but not what a wallet requires. Choice: what brings the balance back
 * up to the person's own low-balance alert; a wallet at or above its alert (or without one) gets the
 * preset amounts (50, 100, 200, 500).
 */
export function topUpAmountsOf(
  wallet: Pick<DarbWallet, 'balance' | 'lowBalanceThreshold'>,
): number[] {
  const balance = wallet.balance ?? 0;
  const alert = wallet.lowBalanceThreshold ?? 0;
  const required = Math.round((alert - balance) * 100) / 100;
  return required > 0 ? quickTopUpAmounts(required) : [...PRESET_RECHARGE_AMOUNTS];
}
