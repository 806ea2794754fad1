import { failureTextOf, paymentsListPath, utilityPayPath } from '@portal/core';
import {
  downloadReceipt,
  getPayments,
  paymentListCall,
  PAYMENT_LIST_MAX_PAGE_SIZE,
} from '@portal/core/api/payment';
import type { PortalClient } from '@portal/core/client';
import {
  Link,
  PaymentList,
  paymentItemsOf,
  paymentListLabelsOf,
  type PaymentItemData,
} from '@portal/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { appClientsFor } from '../../platform/api/appClients';
import { useMessages } from '../../platform/i18n/useMessages';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { savePdf } from '../../platform/files/savePdf';
import { LockerFrame } from './LockerFrame';
import { queryStateOf } from '../../shell/dataState/queryState';
import { RouterAnchor } from '../../shell/links/RouterAnchor';
import { usePageSearch } from '../../platform/pages/usePageSearch';
import { pagePath } from '../../platform/pages/pagePath';
import { portalQuery } from '../../platform/api/portalQuery';

/**
 * The person's payments, one page as large as the call allows. Choice: no pages on screen; a
 * transaction named by `?txncode=` must be on the page shown to be focused, and 50 covers the
 * sandbox's world with room to spare.
 */
function paymentsQuery(client: PortalClient, dueOnly: boolean) {
  const input = { dueOnly, pageSize: PAYMENT_LIST_MAX_PAGE_SIZE };
  return portalQuery(paymentListCall, client, input, getPayments);
}

/**
 * The payments list (SCREENS.md S3.7, spec 000 §2): `?dueOnly=true` keeps the due bills and says so
 * with a way back to every payment; `?txncode=` (a payment notification's link) marks, scrolls to and
 * focuses that payment. "Pay now" opens the utilities' pay page of the account; "Download receipt"
 * runs core's chain (spec 000 §4: details → receipt → PDF), and any failure shows an error alert
 * under the payment, with the button ready again.
 */
export function PaymentsPage() {
  const locale = usePageLocale();
  const t = useMessages('locker', 'common');
  const { client } = appClientsFor(locale);
  const search = usePageSearch('lockerPayments');
  const dueOnly = search.dueOnly === true;
  const payments = useQuery(paymentsQuery(client, dueOnly));
  const download = useMutation({
    mutationFn: (item: PaymentItemData) => {
      const row = payments.data?.items.find((candidate) => candidate.id === item.id);
      return downloadReceipt(client, {
        transactionId: row?.txnCode ?? item.id,
        serviceId: row?.serviceId ?? '',
      });
    },
    onSuccess: (blob, item) => savePdf(blob, `receipt-${item.transactionId ?? item.id}.pdf`),
  });

  const state = queryStateOf(payments, t('something.wentWrong'), (answer) =>
    paymentItemsOf(answer.items, {
      t,
      locale,
      dueOnly,
      txnCode: search.txncode,
      payHref: (entity, accountId) => utilityPayPath(locale, entity, accountId),
      now: new Date(),
    }),
  );

  return (
    <LockerFrame title={t('payment.title')}>
      <PaymentList
        state={state}
        labels={paymentListLabelsOf(t)}
        dueOnly={dueOnly}
        filter={
          <Link asChild variant="standalone">
            <RouterAnchor href={paymentsListPath(locale, dueOnly ? {} : { dueOnly: true })}>
              {dueOnly ? t('payment.showAll') : t('payment.dueOnly')}
            </RouterAnchor>
          </Link>
        }
        onDownload={(item) => download.mutate(item)}
        {...(download.isPending && download.variables
          ? { downloadingId: download.variables.id }
          : {})}
        {...(download.isError && download.variables
          ? {
              downloadError: {
                id: download.variables.id,
                message: failureTextOf(download.error, t('receipt.error')),
              },
            }
          : {})}
        renderLink={({ href, children, ...props }) => (
          <RouterAnchor href={href} {...props}>
            {children}
          </RouterAnchor>
        )}
        emptyAction={
          <Link asChild variant="standalone">
            <RouterAnchor href={pagePath(locale, 'utilitiesHub')}>
              {t('payment.goToUtilities')}
            </RouterAnchor>
          </Link>
        }
      />
    </LockerFrame>
  );
}
