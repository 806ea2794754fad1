import { failureTextOf, formatDate, isPaymentSuccessful, shellMessages } from '@portal/core';
import {
  downloadReceipt,
  inquireTransaction,
  paidAccountsOf,
  transactionInquiryCall,
} from '@portal/core/api/payment';
import {
  Button,
  PaymentReceipt,
  currencyAmountOf,
  paidAccountFactsOf,
  paymentReceiptLabelsOf,
  type PaymentReceiptState,
} from '@portal/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { pagePath } from '../../platform/pages/pagePath';
import { appClientsFor } from '../../platform/api/appClients';
import { portalQuery } from '../../platform/api/portalQuery';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { useDocumentTitle } from '../../shell/document/useDocumentTitle';
import { queryStateOf } from '../../shell/dataState/queryState';
import { savePdf } from '../../platform/files/savePdf';
import { linkedAccountsQuery } from './utilityQueries';
import { useUtilityWords } from './utilityWordsHook';
import { usePageParams } from '../../platform/pages/usePageParams';

/** The receipt of a transaction (SCREENS.md S5.7; spec 000 §4 receipt download). */
export function ReceiptPage() {
  const locale = usePageLocale();
  const t = useUtilityWords();
  const { serviceId, transactionId } = usePageParams('utilitiesReceipt');
  const { client } = appClientsFor(locale);
  const input = { serviceId, transactionId };
  const details = useQuery({
    ...portalQuery(transactionInquiryCall, client, input, inquireTransaction),
    retry: false,
  });
  // For the paid account's nickname only: while the list loads, or if it fails, the receipt names
  // the provider and the number, and the nickname joins when it arrives.
  const accounts = useQuery(linkedAccountsQuery(client));
  const download = useMutation({
    mutationFn: () => downloadReceipt(client, input),
    onSuccess: (blob) => savePdf(blob, `receipt-${transactionId}.pdf`),
  });
  useDocumentTitle(t('utilities.receipt.title'), shellMessages(locale).siteName);

  const inquiry = queryStateOf(details, t('utilities.receipt.error'), (answer) => answer);
  // A transaction read but not paid has no receipt: the receipt's own `unpaid` state says so.
  const state: PaymentReceiptState =
    inquiry.status !== 'ready'
      ? inquiry
      : !isPaymentSuccessful(inquiry.data.result) || !inquiry.data.paymentId
        ? { status: 'unpaid', message: t('utilities.receipt.notPaid') }
        : {
            status: 'ready',
            details: [
              ...paidAccountFactsOf(paidAccountsOf(inquiry.data.items, accounts.data), t),
              {
                term: t('utilities.receipt.transactionId'),
                description: <bdi>{transactionId}</bdi>,
              },
              {
                term: t('utilities.receipt.paymentId'),
                description: <bdi>{inquiry.data.paymentId}</bdi>,
              },
              {
                term: t('utilities.receipt.amount'),
                description: currencyAmountOf(inquiry.data.amount, { t, locale }),
              },
              {
                term: t('utilities.receipt.date'),
                description: formatDate(inquiry.data.transactionDate ?? '', { locale }),
              },
            ],
          };

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <h1 className="text-display font-bold">{t('utilities.receipt.title')}</h1>
      <PaymentReceipt
        state={state}
        downloading={download.isPending}
        onDownload={() => download.mutate()}
        labels={{
          ...paymentReceiptLabelsOf(t),
          ...(download.isError
            ? { downloadError: failureTextOf(download.error, t('something.wentWrong')) }
            : {}),
        }}
        actions={
          <Button asChild variant="secondary">
            <Link to={pagePath(locale, 'utilitiesHub')}>{t('utilities.backToHub')}</Link>
          </Button>
        }
      />
    </div>
  );
}
