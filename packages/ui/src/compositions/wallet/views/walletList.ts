/**
 * View model of `WalletList`: core's wallets and the catalogue's words as its props.
 */
import { isKycExpired, walletStatusMarkOf, type PortalLocale } from '@portal/core';
import type { Translator } from '@portal/core/i18n';
import type { DarbWallet } from '@portal/core/api/tollWallet';
import type { WalletListItem, WalletListLabels } from '../WalletList/WalletList';
import { aedOf } from './amounts';
import { dataStateLabelsOf } from './dataStates';

type T = Translator['t'];

/** A wallet's status in words: the word of core's mark (`walletStatusMarkOf`), or the server's own. */
function walletStatusOf(t: T, status: string | null | undefined): string {
  const { kind } = walletStatusMarkOf(status);
  if (kind === 'other') return status ?? t('common.notAvailable');
  return t(kind === 'kycExpired' ? 'wallet.statusName.kycExpired' : 'wallet.statusName.active');
}

/** A wallet's name, or a placeholder when the server sent none. */
export function walletNameOf(wallet: Pick<DarbWallet, 'name' | 'walletId'>): string {
  return wallet.name ?? wallet.walletId;
}

/**
 * Core's wallets as the wallet list shows them: balance formatted, status in words with its tone
 * (core's `walletStatusMarkOf`), KYC expiry flagged by core's `isKycExpired` (spec 000 §4).
 */
export function walletListItemsOf(
  t: T,
  wallets: readonly DarbWallet[],
  locale: PortalLocale,
): WalletListItem[] {
  return wallets.map((wallet) => ({
    id: wallet.walletId,
    name: walletNameOf(wallet),
    balance: aedOf(t, wallet.balance, locale),
    status: walletStatusOf(t, wallet.status),
    statusTone: walletStatusMarkOf(wallet.status).tone,
    kycExpired: isKycExpired(wallet.status),
    ...(wallet.vehicleCount == null
      ? {}
      : { vehicles: t('wallet.vehicleCount', { count: wallet.vehicleCount }) }),
  }));
}

/**
 * The wallet list's words from core's catalogues (`wallet.*`, `common.*`), for stories and the app;
 * the translator needs `utilities` and `common` loaded.
 */
export function walletListLabelsOf(t: T): WalletListLabels {
  return {
    ...dataStateLabelsOf(t, 'wallet.loading'),
    balance: t('wallet.balance'),
    status: t('wallet.status'),
    vehicles: t('wallet.vehicles'),
    create: t('wallet.create'),
    topUp: (name) => t('wallet.topUpOf', { name }),
    edit: (name) => t('wallet.editOf', { name }),
    topUpShort: t('wallet.topUpShort'),
    editShort: t('wallet.editShort'),
    empty: t('wallet.empty'),
    kycExpiredTitle: t('wallet.kycExpiredTitle'),
    kycExpiredAdvice: t('wallet.kycExpiredAdvice'),
    warning: t('wallet.warning'),
  };
}
