import { failureTextOf } from '@portal/core';
import {
  addRechargeableCard,
  changeCardWallet,
  setCardActive,
  type RechargeableCard,
} from '@portal/core/api/tollWallet';
import {
  AddCardDialog,
  RechargeableCardList,
  addCardDialogLabelsOf,
  rechargeableCardItemsOf,
  rechargeableCardListLabelsOf,
  walletChoicesOf,
  walletNameOf,
  type AddCardValues,
  type RechargeableCardListProps,
} from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { appClientsFor } from '../../platform/api/appClients';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { queriesStateOf } from '../../shell/dataState/queryState';
import { useStatusNote } from '../../shell/status/useStatusNote';
import { useWalletWords } from './useWalletWords';
import { cardsQuery, walletsQuery } from './walletQueries';
import { WalletPageLayout } from './WalletPageLayout';
import { PageStatusNote } from '../../shell/status/PageStatusNote';

/**
 * The person's rechargeable toll cards (SCREENS.md S6.4): add a card to a wallet, activate or
 * deactivate one, move one to another wallet. Every change is confirmed first, said in the status
 * note once done, and the cards are read again from the server.
 */
export function CardsPage() {
  const locale = usePageLocale();
  const t = useWalletWords();
  const queryClient = useQueryClient();
  const { client } = appClientsFor(locale);
  const cards = useQuery(cardsQuery(client));
  const wallets = useQuery(walletsQuery(client));
  const status = useStatusNote();
  const [adding, setAdding] = useState(false);
  const [addKey, setAddKey] = useState(0);

  const walletName = (walletId: string) => {
    const wallet = wallets.data?.find((item) => item.walletId === walletId);
    return wallet ? walletNameOf(wallet) : t('card.unknownWallet');
  };
  const numberOf = (cardId: string) =>
    cards.data?.find((card) => card.cardId === cardId)?.maskedNumber ?? cardId;
  // The list is what the server says now: a change is never drawn before it is confirmed.
  const refetch = () => queryClient.invalidateQueries({ queryKey: cardsQuery(client).queryKey });

  /** Runs a confirmed change: the refusal in words for the dialog, or nothing once done. */
  const attempt = async (change: () => Promise<string>): Promise<string | undefined> => {
    status.clear();
    try {
      const done = await change();
      await refetch();
      status.success(done);
      return undefined;
    } catch (error) {
      return failureTextOf(error, t('something.wentWrong'));
    }
  };

  const add = useMutation({
    mutationFn: (values: AddCardValues) => addRechargeableCard(client, values),
    onSuccess: async (card: RechargeableCard) => {
      await refetch();
      setAdding(false);
      status.success(t('card.added', { card: card.maskedNumber ?? card.cardId }));
    },
  });

  const state: RechargeableCardListProps['state'] = queriesStateOf(
    [cards, wallets],
    t('something.wentWrong'),
    (cardList, walletList) => rechargeableCardItemsOf(t, cardList, walletList),
  );
  const choices = walletChoicesOf(wallets.data ?? []);

  return (
    <WalletPageLayout title={t('card.title')}>
      <PageStatusNote note={status.note} onClear={status.clear} />
      <RechargeableCardList
        state={state}
        labels={rechargeableCardListLabelsOf(t)}
        wallets={choices}
        onAdd={() => {
          add.reset();
          status.clear();
          setAddKey((key) => key + 1);
          setAdding(true);
        }}
        onSetActive={(cardId, activate) =>
          attempt(async () => {
            await setCardActive(client, { cardId, activate });
            return t(activate ? 'card.activated' : 'card.deactivated', { card: numberOf(cardId) });
          })
        }
        onChangeWallet={(cardId, walletId) =>
          attempt(async () => {
            await changeCardWallet(client, { cardId, walletId });
            return t('card.walletChanged', {
              card: numberOf(cardId),
              wallet: walletName(walletId),
            });
          })
        }
      />
      <AddCardDialog
        key={addKey}
        open={adding}
        onOpenChange={(open) => {
          if (!open) setAdding(false);
        }}
        title={t('card.addTitle')}
        labels={addCardDialogLabelsOf(t)}
        wallets={choices}
        {...(choices.length === 1 && choices[0] ? { defaultWalletId: choices[0].id } : {})}
        onSubmit={(values) => add.mutate(values)}
        saving={add.isPending}
        {...(add.isError
          ? { serverError: failureTextOf(add.error, t('something.wentWrong')) }
          : {})}
      />
    </WalletPageLayout>
  );
}
