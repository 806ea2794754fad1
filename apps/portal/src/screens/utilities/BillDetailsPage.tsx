import {
  billDueStateOf,
  failureTextOf,
  isPaymentEntity,
  shellMessages,
  utilityPayPath,
} from '@portal/core';
import { downloadBill } from '@portal/core/api/bills';
import {
  Alert,
  BillDetails,
  Button,
  billDetailsLabelsOf,
  billFactsOf,
  billRowsOf,
  consumptionBarsOf,
  providerNameOf,
} from '@portal/ui';
import { useMutation, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Suspense, lazy, useState } from 'react';
import { appClientsFor } from '../../platform/api/appClients';
import { RouterAnchor } from '../../shell/links/RouterAnchor';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { useDocumentTitle } from '../../shell/document/useDocumentTitle';
import { queriesStateOf } from '../../shell/dataState/queryState';
import { savePdf } from '../../platform/files/savePdf';
import { billAccountOf, billQueries } from './billQueries';
import { linkedAccountsQuery } from './utilityQueries';
import { useUtilityWords } from './utilityWordsHook';
import { BackToHubLink } from '../../shell/links/BackToHubLink';
import { usePageParams } from '../../platform/pages/usePageParams';

// What the route starts as the page loads, beside its code (src/routes/pageQueries.ts).
export { startPageQueries } from './BillDetailsPageQueries';

/** Whose bills can be shared by email: water and electricity (spec 000 §1; ADDC and AADC). */
const ShareBillArea = lazy(() => import('./ShareBillArea'));

const SHAREABLE_ENTITIES: ReadonlySet<string> = new Set(['addc', 'aadc']);

/**
 * Bill details of one linked account (SCREENS.md S5.4; spec 000 §1, §7 bills), and for water and
 * electricity the share-bill dialog (S5.5).
 */
export function BillDetailsPage() {
  const locale = usePageLocale();
  const t = useUtilityWords();
  const { entity, accountId } = usePageParams('utilitiesBill');
  const { client } = appClientsFor(locale);
  const accounts = useQuery(linkedAccountsQuery(client));
  const account = accounts.data?.find(
    (candidate) => candidate.id === accountId && candidate.entity === entity,
  );
  const billAccount = billAccountOf(account);
  const enabled = billAccount !== undefined;
  const reads = billQueries(client, billAccount);
  const bill = useQuery({ ...reads.details, enabled });
  const bills = useQuery({ ...reads.lastSixBills, enabled });
  const consumptions = useQuery({ ...reads.lastSixConsumptions, enabled });
  const download = useMutation({
    mutationFn: () =>
      downloadBill(client, {
        ...billAccount!,
        serviceType: billAccount?.serviceType ?? 0,
        billId: bill.data?.billId ?? '',
      }),
    onSuccess: (blob) => savePdf(blob, `bill-${bill.data?.billId ?? accountId ?? ''}.pdf`),
  });

  // Closed until first asked for; the dialog's chunk loads then and stays.
  const [sharing, setSharing] = useState<boolean | undefined>(undefined);
  const shareable = account !== undefined && SHAREABLE_ENTITIES.has(account.entity);

  const name = account ? (account.nickname ?? providerNameOf({ account }, t)) : '';
  const title = account ? t('bill.pageTitle', { name }) : t('bill.details');
  useDocumentTitle(title, shellMessages(locale).siteName);

  const words = { t, locale };
  const now = new Date();
  // Pay is offered while the bill has something left to pay (core's billDueStateOf), on the pay page
  // of this account.
  const payable =
    account !== undefined &&
    isPaymentEntity(account.entity) &&
    bill.data !== undefined &&
    billDueStateOf(bill.data, now).kind !== 'settled';
  const errorText = (error: unknown) => failureTextOf(error, t('something.wentWrong'));
  // A block's state from its query: the linked accounts' failure counts as the block's own.
  const blockOf = <Raw, Data>(query: UseQueryResult<Raw>, toData: (raw: Raw) => Data) =>
    queriesStateOf([accounts, query], t('something.wentWrong'), (_, raw) => toData(raw));
  const unknown = accounts.isSuccess && (!billAccount || !isPaymentEntity(entity));

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <BackToHubLink locale={locale} label={t('utilities.backToHub')} />
      <h1 className="text-display font-bold break-words">{title}</h1>
      {unknown ? (
        <Alert tone="error">{t('utilities.unknownProvider')}</Alert>
      ) : (
        <BillDetails
          summary={blockOf(bill, (data) => billFactsOf(data, words, now))}
          bills={blockOf(bills, (data) => billRowsOf(data, words))}
          consumptions={blockOf(consumptions, (data) => consumptionBarsOf(data, words))}
          downloading={download.isPending}
          onDownload={() => download.mutate()}
          actions={
            payable || shareable ? (
              <>
                {payable && account ? (
                  <Button asChild size="lg">
                    <RouterAnchor href={utilityPayPath(locale, account.entity, account.id)}>
                      {t('bill.pay')}
                    </RouterAnchor>
                  </Button>
                ) : null}
                {shareable ? (
                  <Button variant="secondary" onClick={() => setSharing(true)}>
                    {t('bill.share')}
                  </Button>
                ) : null}
              </>
            ) : undefined
          }
          labels={{
            ...billDetailsLabelsOf(t),
            ...(download.isError ? { downloadError: errorText(download.error) } : {}),
          }}
        />
      )}
      {shareable && billAccount && sharing !== undefined ? (
        <Suspense fallback={null}>
          <ShareBillArea
            locale={locale}
            open={sharing}
            onOpenChange={setSharing}
            account={{
              ...billAccount,
              ...(bill.data?.billId ? { billId: bill.data.billId } : {}),
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
