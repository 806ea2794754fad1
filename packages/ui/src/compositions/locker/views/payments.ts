/**
 * View model of `PaymentList`: the person's payments and the catalogue's words as its props.
 */
import {
  amountDisplayOf,
  formatAmount,
  formatDate,
  isFocusedPayment,
  paymentRowActionOf,
  paymentRowsShownOf,
  paymentStatusMarkOf,
  type PaymentStatusKind,
  type PortalLocale,
} from '@portal/core';
import type { PaymentListItem } from '@portal/core/api/payment';
import type { PaymentItemData, PaymentListLabels } from '../PaymentList/PaymentList';
import type { LockerT } from './translator';

export interface PaymentItemsContext {
  /** Words of the `locker` and `common` namespaces. */
  readonly t: LockerT;
  readonly locale: PortalLocale;
  /** Only the due payments (`?dueOnly=true`). */
  readonly dueOnly: boolean;
  /** The transaction the address names (`?txncode=`), if any. */
  readonly txnCode?: string | undefined;
  /** The utilities' pay page of an account (`/{lang}/my-utilities/pay/{entity}/{accountId}`). */
  readonly payHref: (entity: string, accountId: string) => string;
  /** The page's clock: a due bill whose due day has passed is marked overdue (core's `paymentStatusMarkOf`). */
  readonly now: Date;
}

/** The words of each status core marks (its tone, colour and shape on top of the words, is core's too). */
const STATUS_KEY: Readonly<Record<PaymentStatusKind, string>> = {
  due: 'payment.status.due',
  overdue: 'payment.status.overdue',
  pending: 'payment.status.pending',
  paid: 'payment.status.success',
  failed: 'payment.status.failed',
};

/**
 * Core's payments (`getPayments`) as the list's items, every decision taken by core: which rows show
 * (`paymentRowsShownOf`), what each offers (`paymentRowActionOf`), which one the address names
 * (`isFocusedPayment`), and the amount (`amountDisplayOf`, `formatAmount`: two decimals) and date
 * (`formatDate`). A due bill's date is its due date; any other's, when it was paid or tried. Each
 * status's mark and tone are core's `paymentStatusMarkOf` (a due bill past its due day is overdue, at
 * the caller's `now`).
 */
export function paymentItemsOf(
  items: readonly PaymentListItem[],
  { t, locale, dueOnly, txnCode, payHref, now }: PaymentItemsContext,
): PaymentItemData[] {
  return paymentRowsShownOf(items, dueOnly).map((item) => {
    const action = paymentRowActionOf(item);
    const mark = paymentStatusMarkOf(item, now);
    const shown = amountDisplayOf(item.amount);
    const amount =
      shown.kind === 'amount'
        ? t('common.currencyAmount', { amount: formatAmount(shown.amount, { locale }) })
        : shown.text;
    const date =
      item.date === undefined || item.date === null || item.date === ''
        ? undefined
        : {
            term: t(item.status === 'due' ? 'payment.dueDate' : 'payment.date'),
            value: formatDate(item.date, { locale }),
          };
    return {
      id: item.id,
      title: item.title,
      amount,
      status: t(STATUS_KEY[mark.kind]),
      tone: mark.tone,
      ...(date === undefined ? {} : { date }),
      ...(item.txnCode ? { transactionId: item.txnCode } : {}),
      ...(action === 'pay' && item.entity && item.accountId
        ? { payHref: payHref(item.entity, item.accountId) }
        : {}),
      hasReceipt: action === 'receipt',
      focused: isFocusedPayment(item, txnCode),
    };
  });
}

/** The words of `PaymentList` from core's catalogues (namespaces locker and common). */
export function paymentListLabelsOf(t: LockerT): PaymentListLabels {
  return {
    loading: t('payment.loading'),
    empty: t('payment.empty'),
    emptyDue: t('payment.emptyDue'),
    retry: t('common.tryAgain'),
    retrying: t('locker.applications.retrying'),
    list: t('payment.listLabel'),
    dueOnlyShown: t('payment.dueOnlyShown'),
    amount: t('payment.amount'),
    transactionId: t('payment.transactionId'),
    thisPayment: t('payment.thisPayment'),
    payNow: t('payment.payNow'),
    payNowFor: (title) => t('payment.payNowFor', { title }),
    download: t('receipt.download'),
    downloadFor: (title) => t('payment.downloadReceiptFor', { title }),
    downloading: t('receipt.downloading'),
  };
}
