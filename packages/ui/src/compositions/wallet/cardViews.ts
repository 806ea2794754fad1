import { rechargeableCardMarkOf } from '@portal/core';
import type { Translator } from '@portal/core/i18n';
import type { DarbWallet, RechargeableCard } from '@portal/core/api/tollWallet';
import type {
  RechargeableCardItem,
  WalletChoice,
} from './RechargeableCardList/RechargeableCardList';
import { walletNameOf } from './walletViews';

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
