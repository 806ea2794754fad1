import { describe, expect, it, vi } from 'vitest';
import { isValidElement, type ReactNode } from 'react';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { BillDetails, type BillDetailsLabels } from '../BillDetails';
import { billFactsOf, billRowsOf, consumptionBarsOf } from '../../views/billDetails';

const labels: BillDetailsLabels = {
  summary: { title: 'Current bill', loading: 'Loading the bill', empty: 'No bill right now.' },
  bills: {
    title: 'Last six bills',
    loading: 'Loading the bills',
    empty: 'No past bills.',
    billDate: 'Bill date',
    dueDate: 'Due date',
    amount: 'Amount',
    status: 'Status',
  },
  consumptions: {
    title: 'Last six consumptions',
    loading: 'Loading the consumptions',
    empty: 'No consumption.',
    chart: 'Consumption per month',
    month: 'Month',
    consumption: 'Consumption',
  },
  retry: 'Try again',
  retrying: 'Trying again',
  download: 'Download bill (PDF)',
  downloading: 'Preparing your bill',
};

const words: Record<string, string> = {
  'common.currencyAmount': 'AED {amount}',
  'bill.consumptionValue': '{value} {unit}',
  'bill.unit.kilowattHour': 'kilowatt-hours',
  'bill.statusName.Paid': 'Paid',
  'bill.statusName.Unpaid': 'Unpaid',
  'bill.statusName.Overdue': 'Overdue',
};
const t = (key: string, values: Record<string, string | number> = {}) =>
  (words[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

/** The text of an amount: `currencyAmountOf` wraps it in a `<bdi>`. */
const textOf = (node: ReactNode) =>
  isValidElement<{ children: ReactNode }>(node) ? node.props.children : node;

describe('BillDetails', () => {
  it('maps core results: DD-MM-YYYY dates, the period, amounts, statuses and oldest-first bars', () => {
    const facts = billFactsOf(
      {
        billId: 'B-1',
        billDate: '02-11-2026',
        dueDate: '22-11-2026',
        amount: 812.5,
        status: 'Unpaid',
      },
      { t, locale: 'en' },
      new Date('2026-11-22T10:00:00Z'),
    );
    expect(facts.map((fact) => textOf(fact.description))).toEqual([
      'AED 812.50',
      '22 November 2026',
      'Unpaid',
      'November 2026',
      'B-1',
    ]);
    // The day after its due day (UAE time) it is overdue; what is left of a part-paid bill is what is due.
    const late = billFactsOf(
      { billId: 'B-1', dueDate: '22-11-2026', amount: 812.5, amountDue: 312.5, status: 'Unpaid' },
      { t, locale: 'en' },
      new Date('2026-11-22T20:00:00Z'),
    );
    expect(late.map((fact) => textOf(fact.description)).slice(0, 3)).toEqual([
      'AED 312.50',
      '22 November 2026',
      'Overdue',
    ]);
    const rows = billRowsOf(
      [{ billId: 'B-2', billDate: '03-10-2026', dueDate: 'bad', amount: 1, status: 'Paid' }],
      { t, locale: 'en' },
    );
    expect(rows[0]).toMatchObject({ dueDate: 'Not Available', status: 'Paid' });
    expect(textOf(rows[0]!.amount)).toBe('AED 1.00');
    // Amounts are one isolated piece that never parts from its currency over two lines.
    expect(rows[0]!.amount).toMatchObject({
      type: 'bdi',
      props: { className: 'whitespace-nowrap' },
    });
    const bars = consumptionBarsOf(
      [
        { month: '2026-10', consumption: 1200, unit: 'kWh' },
        { month: '2026-09', consumption: 900, unit: 'kWh' },
      ],
      { t, locale: 'en' },
    );
    expect(bars.map((bar) => bar.label)).toEqual(['September 2026', 'October 2026']);
    expect(bars[1]).toMatchObject({ value: 1200, valueText: '1200 kilowatt-hours' });
  });

  it("a unit the catalogue knows is its word, after the figures; another is the service's symbol, isolated", () => {
    const bars = consumptionBarsOf(
      [
        { month: '2026-10', consumption: 1805, unit: 'kWh' },
        { month: '2026-09', consumption: 40, unit: 'ft³' },
        { month: '2026-08', consumption: 3, unit: null },
      ],
      { t, locale: 'en' },
    );
    expect(bars.map((bar) => bar.valueText)).toEqual([
      '3 ',
      '40 \u2068ft³\u2069',
      '1805 kilowatt-hours',
    ]);
  });

  it('each block retries on its own, from the keyboard', async () => {
    const retryBills = vi.fn();
    await render(
      <BillDetails
        summary={{ status: 'ready', data: [{ term: 'Amount due', description: 'AED 1.00' }] }}
        bills={{ status: 'error', message: 'The bills service is down.', onRetry: retryBills }}
        consumptions={{ status: 'ready', data: [] }}
        labels={labels}
        onDownload={() => {}}
      />,
    );
    await expect.element(page.getByText('No consumption.')).toBeVisible();
    // Tab order: download, then the bills block's retry.
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: labels.download })).toHaveFocus();
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: labels.retry })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(retryBills).toHaveBeenCalledTimes(1);
  });

  it('the download button is busy while the PDF is fetched; after a failure an alert and no spinner', async () => {
    const onDownload = vi.fn();
    const screen = await render(
      <BillDetails
        summary={{ status: 'ready', data: [{ term: 'Amount due', description: 'AED 1.00' }] }}
        bills={{ status: 'loading' }}
        consumptions={{ status: 'loading' }}
        labels={labels}
        downloading
        onDownload={onDownload}
      />,
    );
    const download = page.getByRole('button', { name: labels.download });
    await expect.element(download).toHaveAttribute('aria-disabled', 'true');
    await screen.rerender(
      <BillDetails
        summary={{ status: 'ready', data: [{ term: 'Amount due', description: 'AED 1.00' }] }}
        bills={{ status: 'loading' }}
        consumptions={{ status: 'loading' }}
        labels={{ ...labels, downloadError: 'We could not get your bill.' }}
        onDownload={onDownload}
      />,
    );
    await expect.element(page.getByRole('alert')).toHaveTextContent('We could not get your bill.');
    // The spinner is gone: the button takes presses again.
    await expect.element(download).not.toHaveAttribute('aria-disabled');
  });
});
