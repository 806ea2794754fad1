import type { StatusBarColor } from '@portal/core';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { Pagination } from '../../../components/Pagination';
import { Skeleton } from '../../../components/Skeleton';
import { StatusTag } from '../../../components/StatusTag';
import { Tabs, TabsList, TabsPanel, TabsTab } from '../../../components/Tabs';
import {
  DataStateView,
  type DataState,
  type DataStateLabels,
} from '../../../components/DataStateView';

/** The three histories of a toll account (SCREENS.md S6.5). */
export const DARB_HISTORY_TABS = ['toll', 'financial', 'unpaid'] as const;
export type DarbHistoryTab = (typeof DARB_HISTORY_TABS)[number];

/** One page of a history, its rows already in words. */
export interface HistoryPage<Row> {
  readonly rows: readonly Row[];
  /** The page shown, from 1. */
  readonly page: number;
  readonly pageCount: number;
}

/** A toll crossing: when, where, which plate, how much, paid or not. */
export interface TollRow {
  readonly id: string;
  readonly date: string;
  readonly gate: string;
  readonly plate: string;
  /** Formatted by core's `formatAmount` (2 decimals); the column names the currency. */
  readonly amount: string;
  readonly status: string;
  readonly statusTone: StatusBarColor;
}

/** A wallet money movement: when, what kind, how much, the balance after. */
export interface FinancialRow {
  readonly id: string;
  readonly date: string;
  readonly type: string;
  readonly amount: string;
  readonly balanceAfter: string;
}

/** A crossing not paid yet. */
export interface UnpaidRow {
  readonly id: string;
  readonly date: string;
  readonly gate: string;
  readonly plate: string;
  readonly amount: string;
}

export interface DarbHistoryLabels extends DataStateLabels {
  /** Name of the tab list ("Wallet history"). */
  readonly tabs: string;
  readonly tollTab: string;
  readonly financialTab: string;
  readonly unpaidTab: string;
  readonly tollCaption: string;
  readonly financialCaption: string;
  readonly unpaidCaption: string;
  readonly date: string;
  readonly gate: string;
  readonly plate: string;
  readonly amount: string;
  readonly status: string;
  readonly type: string;
  readonly balanceAfter: string;
  /** The empty sentences; `emptyAdvice` says what fills the toll and financial histories. */
  readonly empty: string;
  readonly unpaidEmpty: string;
  readonly emptyAdvice: string;
  /** The pagination's words. */
  readonly pages: string;
  readonly previous: string;
  readonly next: string;
  readonly page: (page: number) => string;
}

export interface DarbHistoryProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** The tab shown (controlled: the caller may keep it in the address). */
  readonly tab: DarbHistoryTab;
  readonly onTabChange: (tab: DarbHistoryTab) => void;
  readonly toll: DataState<HistoryPage<TollRow>>;
  readonly financial: DataState<HistoryPage<FinancialRow>>;
  readonly unpaid: DataState<HistoryPage<UnpaidRow>>;
  /** Asks for another page of a history. */
  readonly onPageChange: (tab: DarbHistoryTab, page: number) => void;
  readonly labels: DarbHistoryLabels;
  /** The next step under an empty history (the caller's link to the wallets, say). */
  readonly emptyAction?: ReactNode;
}

function isHistoryTab(value: string): value is DarbHistoryTab {
  return (DARB_HISTORY_TABS as readonly string[]).includes(value);
}

/**
 * The toll history, financial transactions and unpaid tolls of a Darb account (SCREENS.md S6.5), one
 * tab each: a table a page at a time with dates (core's `formatDate`, Arabic month names in Arabic)
 * and amounts (core's `formatAmount`, 2 decimals), and the loading, empty and error states.
 */
export function DarbHistory({
  tab,
  onTabChange,
  toll,
  financial,
  unpaid,
  onPageChange,
  labels,
  emptyAction,
  className,
  ...props
}: DarbHistoryProps) {
  const amount = { id: 'amount', header: labels.amount, numeric: true } as const;
  const tollColumns: DataTableColumn<TollRow>[] = [
    { id: 'date', header: labels.date, cell: (row) => row.date },
    { id: 'gate', header: labels.gate, cell: (row) => row.gate },
    { id: 'plate', header: labels.plate, cell: (row) => <span dir="ltr">{row.plate}</span> },
    { ...amount, cell: (row) => row.amount },
    {
      id: 'status',
      header: labels.status,
      cell: (row) => <StatusTag tone={row.statusTone}>{row.status}</StatusTag>,
    },
  ];
  const financialColumns: DataTableColumn<FinancialRow>[] = [
    { id: 'date', header: labels.date, cell: (row) => row.date },
    { id: 'type', header: labels.type, cell: (row) => row.type },
    { ...amount, cell: (row) => row.amount },
    {
      id: 'balanceAfter',
      header: labels.balanceAfter,
      numeric: true,
      cell: (row) => row.balanceAfter,
    },
  ];
  const unpaidColumns: DataTableColumn<UnpaidRow>[] = [
    { id: 'date', header: labels.date, cell: (row) => row.date },
    { id: 'gate', header: labels.gate, cell: (row) => row.gate },
    { id: 'plate', header: labels.plate, cell: (row) => <span dir="ltr">{row.plate}</span> },
    { ...amount, cell: (row) => row.amount },
  ];

  return (
    <section data-slot="darb-history" className={cn('min-w-0', className)} {...props}>
      <Tabs
        value={tab}
        onValueChange={(value) => {
          if (isHistoryTab(value)) onTabChange(value);
        }}
      >
        <TabsList aria-label={labels.tabs}>
          <TabsTab value="toll">{labels.tollTab}</TabsTab>
          <TabsTab value="financial">{labels.financialTab}</TabsTab>
          <TabsTab value="unpaid">{labels.unpaidTab}</TabsTab>
        </TabsList>
        <TabsPanel value="toll">
          <HistoryTable
            state={toll}
            labels={labels}
            caption={labels.tollCaption}
            columns={tollColumns}
            empty={labels.empty}
            advice={labels.emptyAdvice}
            emptyAction={emptyAction}
            onPageChange={(page) => onPageChange('toll', page)}
          />
        </TabsPanel>
        <TabsPanel value="financial">
          <HistoryTable
            state={financial}
            labels={labels}
            caption={labels.financialCaption}
            columns={financialColumns}
            empty={labels.empty}
            advice={labels.emptyAdvice}
            emptyAction={emptyAction}
            onPageChange={(page) => onPageChange('financial', page)}
          />
        </TabsPanel>
        <TabsPanel value="unpaid">
          <HistoryTable
            state={unpaid}
            labels={labels}
            caption={labels.unpaidCaption}
            columns={unpaidColumns}
            empty={labels.unpaidEmpty}
            emptyAction={emptyAction}
            onPageChange={(page) => onPageChange('unpaid', page)}
          />
        </TabsPanel>
      </Tabs>
    </section>
  );
}

/** One history: its table and pages, or its loading, empty or error state. */
function HistoryTable<Row extends { readonly id: string }>({
  state,
  labels,
  caption,
  columns,
  empty,
  advice,
  emptyAction,
  onPageChange,
}: {
  readonly state: DataState<HistoryPage<Row>>;
  readonly labels: DarbHistoryLabels;
  readonly caption: string;
  readonly columns: readonly DataTableColumn<Row>[];
  readonly empty: string;
  /** What fills the history, under the empty sentence. */
  readonly advice?: string;
  readonly emptyAction?: ReactNode;
  readonly onPageChange: (page: number) => void;
}) {
  return (
    <DataStateView
      state={state}
      labels={labels}
      isEmpty={(page) => page.rows.length === 0}
      empty={{
        message: (
          <>
            <span className="block">{empty}</span>
            {advice ? <span className="block text-ink-muted">{advice}</span> : null}
          </>
        ),
        action: emptyAction,
      }}
      skeleton={[0, 1, 2, 3, 4].map((index) => (
        <Skeleton key={index} shape="block" className="h-10" />
      ))}
    >
      {(page) => (
        <div className="flex flex-col gap-4">
          <DataTable
            caption={caption}
            columns={columns}
            rows={page.rows}
            rowKey={(row) => row.id}
            rowHeader="date"
          />
          {page.pageCount > 1 ? (
            <Pagination
              label={labels.pages}
              page={page.page}
              pageCount={page.pageCount}
              onPageChange={onPageChange}
              previousLabel={labels.previous}
              nextLabel={labels.next}
              pageLabel={labels.page}
            />
          ) : null}
        </div>
      )}
    </DataStateView>
  );
}
