import {
  accountPaymentOfferOf,
  billDueStateOf,
  failureTextOf,
  formatAmount,
  formatDate,
  isPaymentEntity,
  isTopUpAccount,
  minimumPaymentOf,
  shellMessages,
  toDate,
  utilityPayPath,
} from '@portal/core';
import { accountInquiryCall, inquireAccount } from '@portal/core/api/paymentHub';
import {
  Alert,
  AmountPicker,
  DescriptionList,
  ErrorState,
  Skeleton,
  SkeletonGroup,
  currencyAmountOf,
  providerNameOf,
} from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { appClientsFor } from '../../platform/api/appClients';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { useDocumentTitle } from '../../shell/document/useDocumentTitle';
import { paymentReturnOf } from '../../platform/payment/paymentReturnSearch';
import { PaymentAlreadyStarting, startPayment } from '../../platform/payment/startPayment';
import { linkedAccountsQuery } from './utilityQueries';
import { useUtilityWords } from './utilityWordsHook';
import { BackToHubLink } from '../../shell/links/BackToHubLink';
import { usePageParams } from '../../platform/pages/usePageParams';
import { usePageSearch } from '../../platform/pages/usePageSearch';
import { portalQuery } from '../../platform/api/portalQuery';

/** Pay a bill or top up one linked account (SCREENS.md S5.6), and read the payment page's return. */
export function PayAccountPage() {
  const locale = usePageLocale();
  const t = useUtilityWords();
  const { entity, accountId } = usePageParams('utilitiesPay');
  const search = usePageSearch('utilitiesPay');
  const returned = paymentReturnOf(search);
  const { client } = appClientsFor(locale);
  const accounts = useQuery(linkedAccountsQuery(client));
  const account = accounts.data?.find(
    (candidate) => candidate.id === accountId && candidate.entity === entity,
  );
  const known = isPaymentEntity(entity) ? entity : undefined;
  const inquiry = useQuery({
    ...portalQuery(accountInquiryCall, client, { entity, accountId }, (c, _, options) =>
      inquireAccount(
        c,
        known ?? 'addc',
        { accountNumber: account?.accountNumber ?? '', id: account?.id ?? '' },
        options,
      ),
    ),
    enabled: account !== undefined && known !== undefined,
  });

  // An approved return never renders here: the route sends it on to its receipt (routeTree.tsx).
  const topUp = account ? isTopUpAccount(account.entity, account.providerCode) : false;
  const name = account ? (account.nickname ?? providerNameOf({ account }, t)) : '';
  const title = account
    ? t(topUp ? 'utilities.topUp.title' : 'utilities.pay.title', { name })
    : t(topUp ? 'utilities.topUp' : 'utilities.payBill');
  useDocumentTitle(title, shellMessages(locale).siteName);

  const money = (amount: number) =>
    t('amountPicker.amountOption', { amount: formatAmount(amount, { locale }) });

  let body;
  if (accounts.isError || inquiry.isError) {
    body = (
      <ErrorState
        message={failureTextOf(accounts.error ?? inquiry.error, t('something.wentWrong'))}
        retryLabel={t('utilities.tryAgain')}
        retryingLabel={t('utilities.retrying')}
        onRetry={() => (accounts.isError ? accounts.refetch() : inquiry.refetch())}
      />
    );
  } else if (accounts.isSuccess && (!account || !known)) {
    body = <Alert tone="error">{t('utilities.unknownProvider')}</Alert>;
  } else if (!account || !known || !inquiry.data) {
    body = (
      <SkeletonGroup label={t('common.loading')} className="flex max-w-md flex-col gap-3">
        <Skeleton shape="line" className="w-1/2" />
        <Skeleton shape="block" className="min-h-32" />
      </SkeletonGroup>
    );
  } else {
    const due = topUp ? 0 : (inquiry.data.dueAmount ?? account.dueAmount ?? 0);
    const min = minimumPaymentOf(
      known,
      account.providerCode,
      inquiry.data.minimumAmount ?? undefined,
    );
    // What the pay step offers is core's (accountPaymentOfferOf, docs/rules.md): a bill its full amount
    // due, preselected, a part payment only as "other amount"; a top-up the presets from its minimum;
    // a settled bill no pay step.
    const offer = accountPaymentOfferOf({ topUp, due, minimum: min });
    const standing = billDueStateOf({ amountDue: due, dueDate: inquiry.data.dueDate }, new Date());
    const dueDate = toDate(inquiry.data.dueDate);
    body = (
      <>
        {/* Which account this pays, as a person knows it: the provider by name (the title holds the
            nickname when there is one) and the number, labelled; a bill's amount due and due date. */}
        <DescriptionList
          items={[
            ...(account.nickname
              ? [
                  {
                    term: t('utilities.providerLabel'),
                    description: providerNameOf({ account }, t),
                  },
                ]
              : []),
            { term: t('account.number.label'), description: <bdi>{account.accountNumber}</bdi> },
            ...(topUp
              ? []
              : [
                  {
                    term: t('utilities.pay.amountDue'),
                    description: currencyAmountOf(due, { t, locale }),
                  },
                ]),
            ...(!topUp && dueDate && offer
              ? [
                  {
                    term: t('bill.dueDate'),
                    description:
                      standing.kind === 'overdue'
                        ? `${formatDate(dueDate, { locale })} (${t('bill.statusName.Overdue')})`
                        : formatDate(dueDate, { locale }),
                  },
                ]
              : []),
          ]}
        />
        {!offer ? (
          <Alert tone="info">{t('utilities.pay.nothingDue')}</Alert>
        ) : (
          <AmountPicker
            key={account.id}
            options={offer.amounts.map((amount) => ({ amount, label: money(amount) }))}
            {...(offer.preselected === undefined ? {} : { defaultAmount: offer.preselected })}
            rules={offer.rules}
            translate={t}
            {...(!topUp
              ? {
                  submitLabelFor: (amount: number) =>
                    t('utilities.pay.submitAmount', { amount: money(amount) }),
                }
              : {})}
            labels={{
              legend: t('amountPicker.label'),
              custom: t('amountPicker.custom'),
              minimumHint: t('amountPicker.minimumHint', {
                amount: formatAmount(offer.rules.min ?? min, { locale }),
              }),
              currency: t('amountPicker.currency'),
              submit: t('utilities.pay.submit'),
              submitting: t('utilities.pay.starting'),
              errorSummaryTitle: t('utilities.form.errorSummaryTitle'),
              errorPrefix: t('utilities.form.errorPrefix'),
            }}
            onPay={async (amount) => {
              try {
                const started = await startPayment({
                  client,
                  serviceId: known,
                  items: [
                    {
                      providerCode: account.providerCode ?? '',
                      accountNumber: account.accountNumber ?? '',
                      amount,
                    },
                  ],
                  returnPath: utilityPayPath(locale, known, account.id),
                });
                window.location.assign(started.paymentUrl.href);
                // The page is leaving: keep the button busy until it has.
                await new Promise(() => undefined);
              } catch (error) {
                if (error instanceof PaymentAlreadyStarting) return undefined;
                // The server's refusal in the page's language (a settled bill, a payment already under
                // way), else the generic words; the picker keeps the person's choice.
                return failureTextOf(error, t('something.wentWrong'));
              }
            }}
          />
        )}
      </>
    );
  }

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <BackToHubLink locale={locale} label={t('utilities.backToHub')} />
      <h1 className="text-display font-bold break-words">{title}</h1>
      {returned.kind === 'declined' || returned.kind === 'failed' ? (
        <Alert tone="error">{t('utilities.pay.declined')}</Alert>
      ) : returned.kind === 'cancelled' ? (
        <Alert tone="warning">{t('utilities.pay.cancelled')}</Alert>
      ) : null}
      {body}
    </div>
  );
}
