import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { paidAccountFactsOf } from '../../views/paymentReceipt';
import { PaymentReceipt, type PaymentReceiptLabels } from '../PaymentReceipt';

const labels: PaymentReceiptLabels = {
  loading: 'Loading the transaction',
  success: 'Your payment was successful.',
  download: 'Download receipt (PDF)',
  downloading: 'Preparing your receipt',
  retry: 'Try again',
  retrying: 'Trying again',
};

const details = [
  { term: 'Transaction number', description: 'TXN-1' },
  { term: 'Amount paid', description: 'AED 100.00' },
];

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

const words: Record<string, string> = {
  'utilities.receipt.provider': 'Paid to',
  'utilities.receipt.account': 'Account',
  'account.number.label': 'Account number',
  'utilities.provider.ADDA00002': 'Abu Dhabi Distribution Company (ADDC)',
};
const t = (key: string) => words[key] ?? key;

describe('PaymentReceipt', () => {
  it('says which account was paid: the provider by name, the nickname and the labelled number', async () => {
    const paid = paidAccountFactsOf(
      [
        {
          providerCode: 'ADDA00002',
          entity: 'addc',
          accountNumber: '1234567890',
          nickname: 'Beach house',
          amount: 100,
        },
        {
          providerCode: undefined,
          entity: undefined,
          accountNumber: '55',
          nickname: undefined,
          amount: 1,
        },
      ],
      t,
    );
    expect(paid.map((fact) => fact.term)).toEqual([
      'Paid to',
      'Account',
      'Account number',
      'Account number',
    ]);
    await render(
      <PaymentReceipt
        state={{ status: 'ready', details: [...paid, ...details] }}
        labels={labels}
        onDownload={() => undefined}
      />,
    );
    await expect.element(page.getByText('Abu Dhabi Distribution Company (ADDC)')).toBeVisible();
    await expect.element(page.getByText('Beach house')).toBeVisible();
    const number = page.getByText('1234567890').element();
    expect(number.tagName).toBe('BDI');
  });

  it('a failed inquiry shows its message and retries with Tab and Enter, busy until it settles', async () => {
    const attempt = deferred();
    const onRetry = vi.fn(() => attempt.promise);
    await render(
      <PaymentReceipt
        state={{ status: 'error', message: 'We could not get your receipt.', onRetry }}
        labels={labels}
        onDownload={() => {}}
      />,
    );
    await expect.element(page.getByText('We could not get your receipt.').first()).toBeVisible();
    expect(page.getByRole('button', { name: labels.download }).elements()).toHaveLength(0);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
    const retry = page.getByRole('button', { name: labels.retry });
    await expect.element(retry).toHaveAttribute('aria-disabled', 'true');
    attempt.resolve();
    await expect.element(retry).not.toHaveAttribute('aria-disabled');
  });

  it('downloads on a press; while downloading the button is busy and refuses presses', async () => {
    const onDownload = vi.fn();
    const screen = await render(
      <PaymentReceipt
        state={{ status: 'ready', details }}
        labels={labels}
        onDownload={onDownload}
      />,
    );
    await expect.element(page.getByText(labels.success as string)).toBeVisible();
    await expect.element(page.getByText('TXN-1')).toBeVisible();
    const download = page.getByRole('button', { name: labels.download });
    await userEvent.click(download);
    expect(onDownload).toHaveBeenCalledTimes(1);

    await screen.rerender(
      <PaymentReceipt
        state={{ status: 'ready', details }}
        labels={labels}
        downloading
        onDownload={onDownload}
      />,
    );
    await expect.element(download).toHaveAttribute('aria-disabled', 'true');
    // Busy, it keeps focus and refuses a press (a pointer cannot click it at all).
    (download.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(onDownload).toHaveBeenCalledTimes(1);
  });

  it('a failed download is said at once in an alert, and no spinner is left turning', async () => {
    await render(
      <PaymentReceipt
        state={{ status: 'ready', details }}
        labels={{ ...labels, downloadError: 'Something went wrong' }}
        onDownload={() => {}}
      />,
    );
    await expect.element(page.getByRole('alert')).toHaveTextContent('Something went wrong');
    await expect
      .element(page.getByRole('button', { name: labels.download }))
      .not.toHaveAttribute('aria-disabled');
  });

  it('a transaction that was not paid shows why and offers no download', async () => {
    await render(
      <PaymentReceipt
        state={{ status: 'unpaid', message: 'This transaction was not completed.' }}
        labels={labels}
        onDownload={() => {}}
        actions={<a href="/hub">Back to my services</a>}
      />,
    );
    await expect.element(page.getByText('This transaction was not completed.')).toBeVisible();
    expect(page.getByRole('button', { name: labels.download }).elements()).toHaveLength(0);
    await expect.element(page.getByRole('link', { name: 'Back to my services' })).toBeVisible();
  });

  it('loading says so in words, once the region exists', async () => {
    await render(
      <PaymentReceipt state={{ status: 'loading' }} labels={labels} onDownload={() => {}} />,
    );
    await expect.element(page.getByRole('status')).toHaveTextContent(labels.loading);
    expect(page.getByRole('button').elements()).toHaveLength(0);
  });
});
