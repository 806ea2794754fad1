import type { PortalLocale } from '@portal/core';
import {
  DARB_HISTORY_PAGE_SIZE,
  darbHistoryRange,
  type DarbPage,
} from '@portal/core/api/tollWallet';
import {
  DarbHistory,
  Link as KitLink,
  darbHistoryLabelsOf,
  financialPageOf,
  tollHistoryPageOf,
  unpaidPageOf,
  type DarbHistoryTab,
  type DataState,
  type HistoryPage,
} from '@portal/ui';
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { pagePath } from '../../platform/pages/pagePath';
import { useState } from 'react';
import { appClientsFor } from '../../platform/api/appClients';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { queryStateOf } from '../../shell/dataState/queryState';
import { useWalletWords } from './useWalletWords';
import { financialTransactionsQuery, tollHistoryQuery, unpaidTollsQuery } from './historyQueries';
import { WalletPageLayout } from './WalletPageLayout';

type T = ReturnType<typeof useWalletWords>;
type PageView<Item, Row> = (
  t: T,
  page: DarbPage<Item>,
  pageNumber: number,
  pageSize: number,
  locale: PortalLocale,
) => HistoryPage<Row>;

/** A history query as the composition's state, its rows formatted for the page's language. */
function historyStateOf<Item, Row>(
  t: T,
  query: UseQueryResult<DarbPage<Item>>,
  pageNumber: number,
  view: PageView<Item, Row>,
  locale: PortalLocale,
): DataState<HistoryPage<Row>> {
  return queryStateOf(query, t('something.wentWrong'), (page) =>
    view(t, page, pageNumber, DARB_HISTORY_PAGE_SIZE, locale),
  );
}

const FIRST_PAGES: Readonly<Record<DarbHistoryTab, number>> = { toll: 1, financial: 1, unpaid: 1 };

/**
 * The toll history, financial transactions and unpaid tolls of the last 90 days (SCREENS.md S6.5),
 * one tab each, a page at a time. Choice: the tab and pages are the page's own state, not the
 * address: the router's typed `tab` search belongs to the search results' audiences.
 */
export function HistoryPage() {
  const locale = usePageLocale();
  const t = useWalletWords();
  const { client } = appClientsFor(locale);
  // Fixed for the visit, so paging never shifts the range under the person.
  const [range] = useState(() => darbHistoryRange(new Date()));
  const [tab, setTab] = useState<DarbHistoryTab>('toll');
  const [pages, setPages] = useState(FIRST_PAGES);

  // The page shown stays while the next one loads (no flash of skeleton between pages). A tab's
  // query starts when the tab is first opened.
  const toll = useQuery({
    ...tollHistoryQuery(client, { ...range, page: pages.toll }),
    placeholderData: keepPreviousData,
  });
  const financial = useQuery({
    ...financialTransactionsQuery(client, { ...range, page: pages.financial }),
    placeholderData: keepPreviousData,
    enabled: tab === 'financial' || pages.financial > 1,
  });
  const unpaid = useQuery({
    ...unpaidTollsQuery(client, pages.unpaid),
    placeholderData: keepPreviousData,
    enabled: tab === 'unpaid' || pages.unpaid > 1,
  });

  return (
    <WalletPageLayout title={t('wallet.history.tabsLabel')}>
      <DarbHistory
        tab={tab}
        onTabChange={setTab}
        toll={historyStateOf(t, toll, pages.toll, tollHistoryPageOf, locale)}
        financial={historyStateOf(t, financial, pages.financial, financialPageOf, locale)}
        unpaid={historyStateOf(t, unpaid, pages.unpaid, unpaidPageOf, locale)}
        onPageChange={(which, page) => setPages((current) => ({ ...current, [which]: page }))}
        labels={darbHistoryLabelsOf(t)}
        emptyAction={
          <KitLink asChild variant="standalone">
            <Link to={pagePath(locale, 'walletWallets')}>{t('wallet.history.toWallets')}</Link>
          </KitLink>
        }
      />
    </WalletPageLayout>
  );
}
