import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { DarbHistory, type DarbHistoryLabels, type TollRow } from '../DarbHistory';

const labels: DarbHistoryLabels = {
  loading: 'Loading',
  retry: 'Try again',
  retrying: 'Trying again',
  tabs: 'History',
  tollTab: 'Tolls',
  financialTab: 'Money',
  unpaidTab: 'Unpaid',
  tollCaption: 'Toll crossings',
  financialCaption: 'Money movements',
  unpaidCaption: 'Unpaid crossings',
  date: 'Date',
  gate: 'Gate',
  plate: 'Plate',
  amount: 'Amount',
  status: 'Status',
  type: 'Type',
  balanceAfter: 'Balance after',
  empty: 'Nothing yet',
  unpaidEmpty: 'No unpaid tolls',
  emptyAdvice: 'Crossings show here',
  pages: 'Pages',
  previous: 'Previous',
  next: 'Next',
  page: (number) => `Page ${number}`,
};

const row = (id: string): TollRow => ({
  id,
  date: `0${id} March 2026 03:05 PM`,
  gate: 'Saadiyat',
  plate: '7406',
  amount: '4.00',
  status: 'Paid',
  statusTone: 'success',
});

function press(locator: { element: () => Element }): void {
  (locator.element() as HTMLElement).click();
}

const loading = { status: 'loading' } as const;

describe('DarbHistory', () => {
  it('shows a page of a history and asks for the next one', async () => {
    const onPageChange = vi.fn();
    await render(
      <DarbHistory
        tab="toll"
        onTabChange={vi.fn()}
        toll={{ status: 'ready', data: { rows: [row('1'), row('2')], page: 1, pageCount: 2 } }}
        financial={loading}
        unpaid={loading}
        onPageChange={onPageChange}
        labels={labels}
      />,
    );
    const table = page.getByRole('table', { name: 'Toll crossings' });
    await expect.element(table.getByRole('rowheader').first()).toHaveTextContent('01 March 2026');
    await expect
      .element(
        page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Page 1' }),
      )
      .toHaveAttribute('aria-current', 'page');
    press(page.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith('toll', 2);
  });

  it('switches tabs through the caller, and shows each state', async () => {
    const onTabChange = vi.fn();
    const onRetry = vi.fn();
    const screen = await render(
      <DarbHistory
        tab="toll"
        onTabChange={onTabChange}
        toll={{ status: 'ready', data: { rows: [], page: 1, pageCount: 1 } }}
        financial={loading}
        unpaid={{ status: 'error', message: 'Darb is down', onRetry }}
        onPageChange={vi.fn()}
        labels={labels}
      />,
    );
    await expect.element(page.getByText('Nothing yet')).toBeVisible();
    await expect.element(page.getByText('Crossings show here')).toBeVisible();
    (page.getByRole('tab', { name: 'Unpaid' }).element() as HTMLElement).dispatchEvent(
      new MouseEvent('mousedown', { bubbles: true, button: 0 }),
    );
    expect(onTabChange).toHaveBeenCalledWith('unpaid');
    await screen.rerender(
      <DarbHistory
        tab="unpaid"
        onTabChange={onTabChange}
        toll={loading}
        financial={loading}
        unpaid={{ status: 'error', message: 'Darb is down', onRetry }}
        onPageChange={vi.fn()}
        labels={labels}
      />,
    );
    await expect.element(page.getByText('Darb is down').first()).toBeVisible();
    press(page.getByRole('button', { name: 'Try again' }));
    await expect.poll(() => onRetry.mock.calls.length).toBe(1);
  });
});
