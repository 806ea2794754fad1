/**
 * View model of `RechargeableCardList` and `AddCardDialog`: core's rechargeable cards and the
 * person's wallets, with the catalogue's words, as their props.
 */
import { rechargeableCardMarkOf } from '@portal/core';
import type { Translator } from '@portal/core/i18n';
import type { DarbWallet, RechargeableCard } from '@portal/core/api/tollWallet';
import type { AddCardDialogLabels } from '../AddCardDialog/AddCardDialog';
import type {
  RechargeableCardItem,
  RechargeableCardListLabels,
  WalletChoice,
} from '../RechargeableCardList/RechargeableCardList';
import { dataStateLabelsOf } from './dataStates';
import { walletNameOf } from './walletList';

type T = Translator['t'];

/** The wallets a card can be linked to, by name, for the change-wallet and add-card choices. */
export function walletChoicesOf(wallets: readonly DarbWallet[]): WalletChoice[] {
  return wallets.map((wallet) => ({ id: wallet.walletId, name: walletNameOf(wallet) }));
}

/**
 * Core's rechargeable cards as the card list shows them (S6.4): the number masked as the server sent
 * it, active or not in words with its tone (core's `rechargeableCardMarkOf`), and the name of the
 * linked wallet.
 */
export function rechargeableCardItemsOf(
  t: T,
  cards: readonly RechargeableCard[],
  wallets: readonly DarbWallet[],
): RechargeableCardItem[] {
  return cards.map((card) => {
    const wallet = wallets.find((item) => item.walletId === card.walletId);
    const mark = rechargeableCardMarkOf(card);
    const active = mark.kind === 'active';
    return {
      id: card.cardId,
      number: card.maskedNumber ?? card.cardId,
      active,
      status: t(active ? 'card.status.active' : 'card.status.inactive'),
      statusTone: mark.tone,
      ...(card.walletId ? { walletId: card.walletId } : {}),
      wallet: wallet ? walletNameOf(wallet) : t('card.unknownWallet'),
    };
  });
}

/** The rechargeable card list's words (`card.*`, `wallet.*`, `common.*`). */
export function rechargeableCardListLabelsOf(t: T): RechargeableCardListLabels {
  return {
    ...dataStateLabelsOf(t, 'card.loading'),
    list: t('card.listLabel'),
    number: t('card.number'),
    status: t('card.status'),
    wallet: t('card.wallet'),
    empty: t('card.empty'),
    add: t('card.add'),
    activate: t('card.activate'),
    deactivate: t('card.deactivate'),
    changeWallet: t('card.changeWalletSubmit'),
    activateOf: (card) => t('card.activateOf', { card }),
    deactivateOf: (card) => t('card.deactivateOf', { card }),
    changeWalletOf: (card) => t('card.changeWalletOf', { card }),
    confirmActivate: (card) => t('card.confirmActivate', { card }),
    confirmActivateText: (wallet) => t('card.confirmActivateText', { wallet }),
    confirmDeactivate: (card) => t('card.confirmDeactivate', { card }),
    confirmDeactivateText: (wallet) => t('card.confirmDeactivateText', { wallet }),
    changeWalletTitle: (card) => t('card.changeWalletTitle', { card }),
    walletChoice: t('card.wallet'),
    walletRequired: t('card.walletRequired'),
    errorPrefix: t('wallet.register.errorPrefix'),
    required: t('wallet.required'),
    working: t('card.working'),
    cancel: t('common.cancel'),
    close: t('common.close'),
    error: t('wallet.error'),
  };
}

/** The add-card dialog's words (`card.*`, `wallet.*`, `form.error.required`). */
export function addCardDialogLabelsOf(t: T): AddCardDialogLabels {
  return {
    cardNumber: t('card.cardNumber'),
    cardNumberHint: t('card.cardNumberHint'),
    wallet: t('card.wallet'),
    required: t('wallet.required'),
    errorPrefix: t('wallet.register.errorPrefix'),
    errorSummary: t('wallet.register.errorSummary'),
    cardNumberRequired: t('form.error.required'),
    cardNumberInvalid: t('form.error.cardNumber'),
    walletRequired: t('card.walletRequired'),
    save: t('card.add'),
    saving: t('card.working'),
    cancel: t('common.cancel'),
    close: t('common.close'),
  };
}
