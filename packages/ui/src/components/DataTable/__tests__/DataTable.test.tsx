import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../styles.css';
import { DataTable, type DataTableColumn } from '../DataTable';

interface Bill {
  readonly month: string;
  readonly amount: string;
}

const COLUMNS: DataTableColumn<Bill>[] = [
  { id: 'month', header: 'Month', cell: (bill) => bill.month },
  { id: 'amount', header: 'Amount', cell: (bill) => bill.amount, numeric: true },
];
const ROWS: Bill[] = [
  { month: 'May 2025', amount: '1,234.50' },
  { month: 'June 2025', amount: '98.00' },
];

function table(width: number, dir: 'ltr' | 'rtl' = 'ltr') {
  return (
    <div dir={dir} style={{ width }}>
      <DataTable
        caption="Bills"
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(bill) => bill.month}
        rowHeader="month"
        id="bills"
      />
    </div>
  );
}

describe('DataTable', () => {
  it('is a table named by its caption, with column and row headers', async () => {
    await render(table(700));
    const element = page.getByRole('table', { name: 'Bills' });
    await expect.element(element).toBeVisible();
    expect(element.element().id).toBe('bills');
    expect(
      page
        .getByRole('columnheader')
        .all()
        .map((h) => h.element().getAttribute('scope')),
    ).toEqual(['col', 'col']);
    const rowHeader = page.getByRole('rowheader', { name: 'June 2025' }).element();
    expect(rowHeader.tagName).toBe('TH');
    expect(rowHeader.getAttribute('scope')).toBe('row');
  });

  it('lines numbers up at the inline end', async () => {
    for (const dir of ['ltr', 'rtl'] as const) {
      const { unmount } = await render(table(700, dir));
      const [a, b] = ['1,234.50', '98.00'].map((text) =>
        page.getByText(text).element().getBoundingClientRect(),
      ) as [DOMRect, DOMRect];
      if (dir === 'ltr') expect(a.right).toBeCloseTo(b.right, 0);
      else expect(a.left).toBeCloseTo(b.left, 0);
      await unmount();
    }
  });

  it('stacks each row as a card with the column names shown, and stays a table, in a narrow container', async () => {
    await render(table(300));
    // Still a table to assistive technology, with its headers.
    await expect.element(page.getByRole('table', { name: 'Bills' })).toBeInTheDocument();
    expect(page.getByRole('columnheader').all()).toHaveLength(2);
    expect(page.getByRole('row').all()).toHaveLength(3);
    // Visible column names beside the values, hidden from assistive technology.
    const labels = [
      ...document.querySelectorAll<HTMLElement>('[data-slot="data-table-cell-label"]'),
    ];
    expect(labels).toHaveLength(4);
    expect(labels.every((label) => label.offsetParent !== null)).toBe(true);
    expect(labels.every((label) => label.getAttribute('aria-hidden') === 'true')).toBe(true);
    // Cells of one row sit one above the other.
    const month = page.getByText('May 2025').element().getBoundingClientRect();
    const amount = page.getByText('1,234.50').element().getBoundingClientRect();
    expect(amount.top).toBeGreaterThanOrEqual(month.bottom);
    const container = document.querySelector<HTMLElement>('[data-slot="data-table-container"]')!;
    expect(container.scrollWidth).toBeLessThanOrEqual(container.clientWidth);
  });

  it('shows no column names inside the cells when wide', async () => {
    await render(table(700));
    const labels = [
      ...document.querySelectorAll<HTMLElement>('[data-slot="data-table-cell-label"]'),
    ];
    expect(labels.every((label) => label.offsetParent === null)).toBe(true);
  });
});
