import { failureTextOf } from '@portal/core/client';
import { formatAmount, formatDate, isPaymentSuccessful, shellMessages } from '@portal/core';
import {
  downloadReceipt,
  inquireTransaction,
  transactionInquiryCall,
} from '@portal/core/api/payment';
import { Button, PaymentReceipt, type PaymentReceiptState } from '@portal/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { pagePath } from '../../platform/pages/pagePath';
import { appClientsFor } from '../../platform/api/appClients';
import { portalQuery } from '../../platform/api/portalQuery';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { useDocumentTitle } from '../../shell/document/useDocumentTitle';
import { savePdf } from '../../platform/files/savePdf';
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
  const download = useMutation({
    mutationFn: () => downloadReceipt(client, input),
    onSuccess: (blob) => savePdf(blob, `receipt-${transactionId}.pdf`),
  });
  useDocumentTitle(t('utilities.receipt.title'), shellMessages(locale).siteName);

  const state: PaymentReceiptState = details.isPending
    ? { status: 'loading' }
    : details.isError
      ? {
          status: 'error',
          message: failureTextOf(details.error, t('utilities.receipt.error')),
          onRetry: () => details.refetch(),
        }
      : !isPaymentSuccessful(details.data.result) || !details.data.paymentId
        ? { status: 'unpaid', message: t('utilities.receipt.notPaid') }
        : {
            status: 'ready',
            details: [
              {
                term: t('utilities.receipt.transactionId'),
                description: <bdi>{transactionId}</bdi>,
              },
              {
                term: t('utilities.receipt.paymentId'),
                description: <bdi>{details.data.paymentId}</bdi>,
              },
              {
                term: t('utilities.receipt.amount'),
                description: t('common.currencyAmount', {
                  amount: formatAmount(details.data.amount ?? 0, { locale }),
                }),
              },
              {
                term: t('utilities.receipt.date'),
                description: formatDate(details.data.transactionDate ?? '', { locale }),
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
          loading: t('utilities.receipt.loading'),
          success: t('utilities.receipt.success'),
          download: t('utilities.receipt.download'),
          downloading: t('utilities.receipt.downloading'),
          retry: t('utilities.tryAgain'),
          retrying: t('utilities.retrying'),
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
