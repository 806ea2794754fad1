import { failureTextOf } from '@portal/core';
import {
  addDarbTrafficFile,
  createDarbWallet,
  registerDarbUser,
  updateDarbWallet,
  type DarbWallet,
} from '@portal/core/api/tollWallet';
import {
  DarbRegistrationForm,
  WalletFormDialog,
  WalletList,
  darbRegistrationFormLabelsOf,
  walletFormDialogLabelsOf,
  walletListItemsOf,
  walletListLabelsOf,
  type WalletFormValues,
  type WalletListItem,
  type WalletListProps,
} from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { pagePath } from '../../platform/pages/pagePath';
import { useState } from 'react';
import { appClientsFor } from '../../platform/api/appClients';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { queriesStateOf } from '../../shell/dataState/queryState';
import { registrationQuery, walletsQuery } from './walletQueries';
import { useStatusNote } from '../../shell/status/useStatusNote';
import { useWalletWords } from './useWalletWords';
import { WalletPageLayout } from './WalletPageLayout';
import { PageStatusNote } from '../../shell/status/PageStatusNote';

// What the route starts as the page loads, beside its code (src/routes/pageQueries.ts).
export { startPageQueries } from './WalletsPageQueries';

/** Which wallet form is open: none, a new wallet, or an existing one. */
type FormTarget =
  undefined | { readonly kind: 'create' } | { readonly kind: 'edit'; wallet: DarbWallet };

/**
 * The toll wallets (SCREENS.md S6.1): balance, status and the KYC warning of each wallet, create and
 * edit; a person without a Darb profile registers first (traffic file, details, terms).
 */
export function WalletsPage() {
  const locale = usePageLocale();
  const t = useWalletWords();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { client } = appClientsFor(locale);
  const registration = useQuery(registrationQuery(client));
  const registered = registration.data?.registered === true;
  const wallets = useQuery({ ...walletsQuery(client), enabled: registered });
  const status = useStatusNote();
  const [form, setForm] = useState<FormTarget>(undefined);
  const [formKey, setFormKey] = useState(0);

  const register = useMutation({
    mutationFn: async (values: { trafficFileNumber: string; email: string; mobile: string }) => {
      await addDarbTrafficFile(client, values.trafficFileNumber);
      await registerDarbUser(client, { ...values, acceptTerms: true });
    },
    onSuccess: async () => {
      status.success(t('wallet.register.done'));
      await queryClient.invalidateQueries({ queryKey: registrationQuery(client).queryKey });
    },
  });

  const save = useMutation({
    mutationFn: async ({
      target,
      values,
    }: {
      target: NonNullable<FormTarget>;
      values: WalletFormValues;
    }) => {
      if (target.kind === 'create') return createDarbWallet(client, values.name);
      await updateDarbWallet(client, {
        walletId: target.wallet.walletId,
        name: values.name,
        ...(values.lowBalanceThreshold === undefined
          ? {}
          : { lowBalanceThreshold: values.lowBalanceThreshold }),
      });
      return {
        ...target.wallet,
        name: values.name,
        lowBalanceThreshold: values.lowBalanceThreshold ?? target.wallet.lowBalanceThreshold,
      };
    },
    onSuccess: (saved, { target }) => {
      // The list changes in place: no reload, no refetch needed for what the server just confirmed.
      queryClient.setQueryData(walletsQuery(client).queryKey, (old: DarbWallet[] | undefined) => {
        const list = old ?? [];
        return target.kind === 'create'
          ? [...list, saved]
          : list.map((wallet) => (wallet.walletId === saved.walletId ? saved : wallet));
      });
      status.success(
        t(target.kind === 'create' ? 'wallet.created' : 'wallet.updated', {
          name: saved.name ?? '',
        }),
      );
      setForm(undefined);
    },
  });

  const openForm = (target: NonNullable<FormTarget>) => {
    save.reset();
    setFormKey((key) => key + 1);
    setForm(target);
  };

  if (registration.isSuccess && !registered) {
    return (
      <WalletPageLayout title={t('wallet.pageTitle')} sectionNav={false}>
        <PageStatusNote note={status.note} onClear={status.clear} />
        <DarbRegistrationForm
          labels={darbRegistrationFormLabelsOf(t)}
          defaultValues={{
            ...(registration.data.email ? { email: registration.data.email } : {}),
            ...(registration.data.mobile ? { mobile: registration.data.mobile } : {}),
          }}
          onSubmit={(values) => register.mutate(values)}
          submitting={register.isPending}
          {...(register.isError
            ? { serverError: failureTextOf(register.error, t('something.wentWrong')) }
            : {})}
        />
      </WalletPageLayout>
    );
  }

  const state: WalletListProps['state'] = queriesStateOf(
    [registration, wallets],
    t('something.wentWrong'),
    (_, walletList) => walletListItemsOf(t, walletList, locale) satisfies WalletListItem[],
  );
  const editing = form?.kind === 'edit' ? form.wallet : undefined;

  return (
    <WalletPageLayout title={t('wallet.pageTitle')} intro={t('wallet.pageIntro')}>
      <PageStatusNote note={status.note} onClear={status.clear} />
      <WalletList
        state={state}
        labels={walletListLabelsOf(t)}
        onCreate={() => openForm({ kind: 'create' })}
        onEdit={(walletId) => {
          const wallet = wallets.data?.find((item) => item.walletId === walletId);
          if (wallet) openForm({ kind: 'edit', wallet });
        }}
        onTopUp={(walletId) => void navigate({ to: pagePath(locale, 'walletTopUp', { walletId }) })}
      />
      <WalletFormDialog
        key={formKey}
        open={form !== undefined}
        onOpenChange={(open) => {
          if (!open) setForm(undefined);
        }}
        title={
          editing
            ? t('wallet.form.editTitle', { name: editing.name ?? editing.walletId })
            : t('wallet.form.createTitle')
        }
        labels={walletFormDialogLabelsOf(t)}
        defaultValues={
          editing
            ? {
                name: editing.name ?? '',
                lowBalanceThreshold: editing.lowBalanceThreshold ?? undefined,
              }
            : {}
        }
        onSubmit={(values) => {
          if (form) save.mutate({ target: form, values });
        }}
        saving={save.isPending}
        {...(save.isError
          ? { serverError: failureTextOf(save.error, t('something.wentWrong')) }
          : {})}
      />
    </WalletPageLayout>
  );
}
