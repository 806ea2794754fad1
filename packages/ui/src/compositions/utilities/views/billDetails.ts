/**
 * View model of `BillDetails`: core's current bill, last six bills and last six consumptions
 * (`getBillDetails`, `getLastSixBills`, `getLastSixConsumptions`) and the catalogue's words as its props.
 */
import { billDueStateOf, formatDate, formatMonth, toDate, type PortalLocale } from '@portal/core';
import type { Bill, Consumption } from '@portal/core/api/bills';
import type { ReactNode } from 'react';
import type { BarChartDatum } from '../../../components/BarChart';
import type { BillDetailsLabels, BillFact, BillHistoryRow } from '../BillDetails/BillDetails';
import { currencyAmountOf } from './utilityHub';
import type { UtilityWords } from './words';

interface Words {
  readonly t: UtilityWords;
  readonly locale: PortalLocale;
}

/**
 * The bill screen's words: its three blocks' titles, loading and empty words, the history table's
 * columns, the chart's, and the retry and download buttons'.
 */
export function billDetailsLabelsOf(t: UtilityWords): BillDetailsLabels {
  return {
    summary: { title: t('bill.current'), loading: t('bill.loading'), empty: t('bill.none') },
    bills: {
      title: t('bill.lastSixBills'),
      loading: t('bill.billsLoading'),
      empty: t('bill.billsEmpty'),
      billDate: t('bill.billDate'),
      dueDate: t('bill.dueDate'),
      amount: t('bill.amount'),
      status: t('bill.status'),
    },
    consumptions: {
      title: t('bill.lastSixConsumptions'),
      loading: t('bill.consumptionsLoading'),
      empty: t('bill.consumptionsEmpty'),
      chart: t('bill.consumptionChart'),
      month: t('bill.month'),
      consumption: t('bill.consumption'),
    },
    retry: t('utilities.tryAgain'),
    retrying: t('utilities.retrying'),
    download: t('bill.downloadPdf'),
    downloading: t('bill.downloading'),
  };
}

/** A DD-MM-YYYY date (spec 000 §5) as `dd MMMM yyyy`, or "Not Available". */
function dateText(value: string | null | undefined, locale: PortalLocale): string {
  return formatDate(toDate(value) ?? null, { locale });
}

/** An amount with its currency, isolated and kept on one line (`currencyAmountOf`). */
function amountText(value: number | null | undefined, words: Words): ReactNode {
  return currencyAmountOf(value, words);
}

/** UAE time is UTC+4 all year (no daylight saving): the month a date falls in there. */
const UAE_OFFSET_MS = 4 * 60 * 60 * 1000;

/** The `YYYY-MM` month of a date the bills service sends (DD-MM-YYYY or ISO), in UAE time. */
function monthOf(value: string | null | undefined): string | undefined {
  const date = toDate(value);
  return date ? new Date(date.getTime() + UAE_OFFSET_MS).toISOString().slice(0, 7) : undefined;
}

/** The bill's status in words: Paid / Unpaid from the catalogue, else the server's own text. */
function statusText(status: string | null | undefined, t: UtilityWords): string {
  return status === 'Paid' || status === 'Unpaid' ? t(`bill.statusName.${status}`) : (status ?? '');
}

/** The words of a bill's standing: paid, unpaid, or overdue once its due day has passed. */
const STANDING_KEYS = {
  settled: 'bill.statusName.Paid',
  due: 'bill.statusName.Unpaid',
  overdue: 'bill.statusName.Overdue',
} as const;

/**
 * The current bill's facts (core's `getBillDetails`): what is left to pay, the due date, the bill's
 * standing at `now` (core's `billDueStateOf`: overdue once its due day has passed), the billing period
 * (the month the bill was issued, spec 000 §1) and the bill's number.
 */
export function billFactsOf(bill: Bill, words: Words, now: Date): BillFact[] {
  const { t, locale } = words;
  const standing = billDueStateOf(bill, now);
  return [
    { term: t('bill.amountDue'), description: amountText(standing.amountDue, words) },
    { term: t('bill.dueDate'), description: dateText(bill.dueDate, locale) },
    { term: t('bill.status'), description: t(STANDING_KEYS[standing.kind]) },
    {
      term: t('bill.period'),
      description: formatMonth(monthOf(bill.billDate), { locale }),
    },
    { term: t('bill.billNumber'), description: bill.billId },
  ];
}

/** The last six bills (core's `getLastSixBills`) as table rows, newest first. */
export function billRowsOf(bills: readonly Bill[], words: Words): BillHistoryRow[] {
  return bills.map((bill) => ({
    id: bill.billId,
    billDate: dateText(bill.billDate, words.locale),
    dueDate: dateText(bill.dueDate, words.locale),
    amount: amountText(bill.amount, words),
    status: statusText(bill.status, words.t),
  }));
}

/** The catalogue's word for a unit symbol the bills service sends (sandbox: kWh, m³, GB). */
const UNIT_KEYS: Readonly<Record<string, string>> = {
  kWh: 'bill.unit.kilowattHour',
  'm³': 'bill.unit.cubicMetre',
  GB: 'bill.unit.gigabyte',
};

/**
 * A unit in the page's language: the catalogue's word for a symbol it knows ("كيلوواط ساعة" for kWh:
 * `Intl.NumberFormat`'s unit style has no kilowatt-hour), else the service's own symbol between
 * first-strong isolates, so a Latin symbol in an Arabic line cannot pull the figures to its side.
 */
function unitWordOf(unit: string | null | undefined, t: UtilityWords): string {
  if (!unit) return '';
  const key = UNIT_KEYS[unit];
  return key ? t(key) : `\u2068${unit}\u2069`;
}

/**
 * The last six consumptions (core's `getLastSixConsumptions`, newest first) as the chart's bars,
 * oldest first: the month's name and the quantity with its unit after it (CLDR's order in both
 * languages: "1,805 kWh", "1,805 كيلوواط ساعة").
 */
export function consumptionBarsOf(
  consumptions: readonly Consumption[],
  { t, locale }: Words,
): BarChartDatum[] {
  return [...consumptions].reverse().map((consumption) => ({
    label: formatMonth(consumption.month, { locale }),
    value: consumption.consumption ?? 0,
    valueText: t('bill.consumptionValue', {
      value: consumption.consumption ?? 0,
      unit: unitWordOf(consumption.unit, t),
    }),
  }));
}
