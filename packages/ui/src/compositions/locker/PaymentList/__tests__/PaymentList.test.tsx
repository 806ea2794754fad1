import type { PaymentListItem } from '@portal/core/api/payment';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { PaymentList, type PaymentListLabels } from '../PaymentList';
import { paymentItemsOf } from '../../views/payments';

const labels: PaymentListLabels = {
  loading: 'Loading your payments',
  empty: 'You have no payments.',
  emptyDue: 'You have no payments due.',
  retry: 'Try again',
  retrying: 'Trying again',
  list: 'Your payments',
  dueOnlyShown: 'Showing due payments only.',
  amount: 'Amount',
  transactionId: 'Transaction ID',
  thisPayment: 'This payment',
  payNow: 'Pay now',
  payNowFor: (title) => `Pay now: ${title}`,
  download: 'Download receipt',
  downloadFor: (title) => `Download receipt: ${title}`,
  downloading: 'Downloading your receipt…',
};

const t = (key: string, values?: Readonly<Record<string, unknown>>) =>
  values ? `${key} ${Object.values(values).join(' ')}` : key;
const payHref = (entity: string, accountId: string) =>
  `/en/my-utilities/pay/${entity}/${accountId}`;
/** The page's clock: 20 November 2026, the due row's due day (UAE time). */
const now = new Date('2026-11-20T10:00:00Z');

function row(change: Partial<PaymentListItem>): PaymentListItem {
  return {
    id: 'TX1',
    txnCode: 'TX1',
    serviceId: 'addc',
    providerCode: 'ADDA00002',
    title: 'ADDC · Home',
    amount: 642.1,
    status: 'paid',
    date: '2026-11-20T08:00:00.000Z',
    paymentId: 'PAY-1',
    entity: null,
    accountId: null,
    ...change,
  };
}

const ROWS = [
  row({
    id: 'due-la-013',
    txnCode: null,
    status: 'due',
    amount: 310.5,
    paymentId: null,
    entity: 'addc',
    accountId: 'la-013',
    title: 'Beach flat',
  }),
  row({}),
  row({ id: 'TX2', txnCode: 'TX2', status: 'failed', paymentId: null, title: 'du · Office' }),
];

describe('paymentItemsOf', () => {
  it('takes every decision from core: actions, focus, two-decimal amounts, status words', () => {
    const [due, paid, failed] = paymentItemsOf(ROWS, {
      t,
      locale: 'en',
      dueOnly: false,
      txnCode: ' tx1 ',
      payHref,
      now,
    });
    expect(due).toMatchObject({
      payHref: '/en/my-utilities/pay/addc/la-013',
      hasReceipt: false,
      focused: false,
      amount: 'common.currencyAmount 310.50',
      status: 'payment.status.due',
      tone: 'attention',
    });
    expect(due?.date?.term).toBe('payment.dueDate');
    expect(paid).toMatchObject({ hasReceipt: true, focused: true, transactionId: 'TX1' });
    expect(paid?.payHref).toBeUndefined();
    expect(failed).toMatchObject({ hasReceipt: false, tone: 'danger' });
  });

  it('marks a due row overdue once its due day has passed, at the injected now (issue O item 8)', () => {
    const context = { t, locale: 'en' as const, dueOnly: true, payHref };
    const [onTime] = paymentItemsOf(ROWS, { ...context, now: new Date('2026-11-20T19:59:59Z') });
    const [late] = paymentItemsOf(ROWS, { ...context, now: new Date('2026-11-20T20:00:00Z') });
    expect(onTime).toMatchObject({ status: 'payment.status.due', tone: 'attention' });
    expect(late).toMatchObject({
      status: 'payment.status.overdue',
      tone: 'danger',
      payHref: '/en/my-utilities/pay/addc/la-013',
    });
  });

  it('keeps only the due rows with dueOnly', () => {
    const items = paymentItemsOf(ROWS, { t, locale: 'en', dueOnly: true, payHref, now });
    expect(items.map((item) => item.id)).toEqual(['due-la-013']);
  });
});

describe('PaymentList', () => {
  it('marks, scrolls to and focuses the named payment, in words and aria-current', async () => {
    const items = paymentItemsOf(ROWS, {
      t,
      locale: 'en',
      dueOnly: false,
      txnCode: 'TX1',
      payHref,
      now,
    });
    render(
      <PaymentList
        state={{ status: 'ready', data: items }}
        labels={labels}
        onDownload={() => {}}
      />,
    );
    const focused = page.getByRole('listitem').filter({ hasText: 'This payment' });
    await expect.element(focused).toHaveAttribute('aria-current', 'true');
    await expect.element(focused).toHaveFocus();
  });

  it('downloads from a paid row and shows a failure under it without a spinner', async () => {
    const onDownload = vi.fn();
    const items = paymentItemsOf(ROWS, { t, locale: 'en', dueOnly: false, payHref, now });
    const screen = await render(
      <PaymentList
        state={{ status: 'ready', data: items }}
        labels={labels}
        onDownload={onDownload}
      />,
    );
    await userEvent.click(page.getByRole('button', { name: 'Download receipt: ADDC · Home' }));
    expect(onDownload).toHaveBeenCalledWith(expect.objectContaining({ id: 'TX1' }));
    await screen.rerender(
      <PaymentList
        state={{ status: 'ready', data: items }}
        labels={labels}
        onDownload={onDownload}
        downloadError={{ id: 'TX1', message: 'We couldn’t download your receipt.' }}
      />,
    );
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('We couldn’t download your receipt.');
    await expect
      .element(page.getByRole('button', { name: 'Download receipt: ADDC · Home' }))
      .not.toHaveAttribute('aria-disabled');
    await expect
      .element(page.getByRole('link', { name: 'Pay now: Beach flat' }))
      .toHaveAttribute('href', '/en/my-utilities/pay/addc/la-013');
  });

  it('says when only due payments are shown, and that none is due', async () => {
    render(<PaymentList state={{ status: 'ready', data: [] }} labels={labels} dueOnly />);
    await expect.element(page.getByText('Showing due payments only.')).toBeVisible();
    await expect.element(page.getByText('You have no payments due.')).toBeVisible();
  });
});
