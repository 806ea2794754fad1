/**
 * View model of `DarbHistory`: pages of core's toll crossings, money movements and unpaid crossings,
 * with the catalogue's words, as its props.
 */
import {
  formatAmount,
  formatDate,
  pageCountOf,
  tollCrossingMarkOf,
  type PortalLocale,
} from '@portal/core';
import type { Translator } from '@portal/core/i18n';
import type { DarbPage, FinancialTransaction, TollTransaction } from '@portal/core/api/tollWallet';
import type {
  DarbHistoryLabels,
  FinancialRow,
  HistoryPage,
  TollRow,
  UnpaidRow,
} from '../DarbHistory/DarbHistory';
import { dataStateLabelsOf } from './dataStates';

type T = Translator['t'];

/** The server codes the catalogues have words for (`wallet.history.typeName.*`, `statusName.*`). */
const KNOWN_CODES: ReadonlySet<string> = new Set([
  'TopUp',
  'TollDeduction',
  'Refund',
  'Paid',
  'Unpaid',
]);

/**
 * A catalogue word for a server code ("TopUp" → "Top-up"), or the code itself when the catalogue has
 * none: a new code from Darb still shows something readable, and no missing key is reported.
 */
function wordOf(t: T, prefix: string, code: string | null | undefined): string {
  if (!code) return t('common.notAvailable');
  return KNOWN_CODES.has(code) ? t(`${prefix}.${code}`) : code;
}

function pageOf<Row>(
  rows: Row[],
  page: DarbPage<unknown>,
  pageNumber: number,
  pageSize: number,
): HistoryPage<Row> {
  return { rows, page: pageNumber, pageCount: pageCountOf(page.totalCount, pageSize) };
}

/** A crossing's date with its time (spec 000 §9), in the page's language (Arabic month names). */
function dateOf(value: string | null | undefined, locale: PortalLocale): string {
  return formatDate(value, { locale, withTime: true });
}

/**
 * A page of toll crossings (S6.5) as the history table shows it, each tag's tone core's
 * `tollCrossingMarkOf`.
 */
export function tollHistoryPageOf(
  t: T,
  page: DarbPage<TollTransaction>,
  pageNumber: number,
  pageSize: number,
  locale: PortalLocale,
): HistoryPage<TollRow> {
  const rows = page.items.map((item) => ({
    id: item.transactionId,
    date: dateOf(item.dateTime, locale),
    gate: item.gate ?? t('common.notAvailable'),
    plate: item.plateNumber ?? t('common.notAvailable'),
    amount: formatAmount(item.amount, { locale }),
    status: wordOf(t, 'wallet.history.statusName', item.status),
    statusTone: tollCrossingMarkOf(item.status).tone,
  }));
  return pageOf(rows, page, pageNumber, pageSize);
}

/** A page of a wallet's money movements (S6.5) as the history table shows it. */
export function financialPageOf(
  t: T,
  page: DarbPage<FinancialTransaction>,
  pageNumber: number,
  pageSize: number,
  locale: PortalLocale,
): HistoryPage<FinancialRow> {
  const rows = page.items.map((item) => ({
    id: item.transactionId,
    date: dateOf(item.dateTime, locale),
    type: wordOf(t, 'wallet.history.typeName', item.type),
    amount: formatAmount(item.amount, { locale }),
    balanceAfter: formatAmount(item.balanceAfter, { locale }),
  }));
  return pageOf(rows, page, pageNumber, pageSize);
}

/** A page of unpaid crossings (S6.5) as the history table shows it. */
export function unpaidPageOf(
  t: T,
  page: DarbPage<TollTransaction>,
  pageNumber: number,
  pageSize: number,
  locale: PortalLocale,
): HistoryPage<UnpaidRow> {
  const rows = page.items.map((item) => ({
    id: item.transactionId,
    date: dateOf(item.dateTime, locale),
    gate: item.gate ?? t('common.notAvailable'),
    plate: item.plateNumber ?? t('common.notAvailable'),
    amount: formatAmount(item.amount, { locale }),
  }));
  return pageOf(rows, page, pageNumber, pageSize);
}

/** The histories' words (`wallet.history.*`). */
export function darbHistoryLabelsOf(t: T): DarbHistoryLabels {
  return {
    ...dataStateLabelsOf(t, 'wallet.history.loading'),
    tabs: t('wallet.history.tabsLabel'),
    tollTab: t('wallet.history.tollTab'),
    financialTab: t('wallet.history.financialTab'),
    unpaidTab: t('wallet.history.unpaidTab'),
    tollCaption: t('wallet.history.tollCaption'),
    financialCaption: t('wallet.history.financialCaption'),
    unpaidCaption: t('wallet.history.unpaidCaption'),
    date: t('wallet.history.date'),
    gate: t('wallet.history.gate'),
    plate: t('wallet.history.plate'),
    amount: t('wallet.history.amount'),
    status: t('wallet.history.status'),
    type: t('wallet.history.type'),
    balanceAfter: t('wallet.history.balanceAfter'),
    empty: t('wallet.history.empty'),
    unpaidEmpty: t('wallet.history.unpaidEmpty'),
    emptyAdvice: t('wallet.history.emptyAdvice'),
    pages: t('wallet.history.pages'),
    previous: t('wallet.history.previous'),
    next: t('wallet.history.next'),
    page: (page) => t('wallet.history.page', { page }),
  };
}
