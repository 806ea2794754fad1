import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { WalletList, type WalletListItem, type WalletListLabels } from '../WalletList';

const labels: WalletListLabels = {
  loading: 'Loading wallets',
  retry: 'Try again',
  retrying: 'Trying again',
  balance: 'Balance',
  status: 'Status',
  vehicles: 'Vehicles',
  create: 'Create wallet',
  topUp: (name) => `Top up ${name}`,
  edit: (name) => `Edit ${name}`,
  topUpShort: 'Top up',
  editShort: 'Edit',
  empty: 'No wallet yet.',
  kycExpiredTitle: 'Identity verification expired',
  kycExpiredAdvice: 'Renew your Emirates ID.',
  warning: 'Warning',
};

const wallets: WalletListItem[] = [
  {
    id: 'w1',
    name: 'Family cars',
    balance: 'AED 85.50',
    status: 'Active',
    statusTone: 'success',
    kycExpired: false,
    vehicles: '2 vehicles',
  },
  {
    id: 'w2',
    name: 'Old wallet',
    balance: 'AED 0.00',
    status: 'KYC expired',
    statusTone: 'attention',
    kycExpired: true,
  },
];

const ready = { status: 'ready', data: wallets } as const;

describe('WalletList', () => {
  it('names each action after its wallet and calls back with the wallet id, by keyboard too', async () => {
    const onEdit = vi.fn();
    const onTopUp = vi.fn();
    const onCreate = vi.fn();
    await render(
      <WalletList
        state={ready}
        labels={labels}
        onCreate={onCreate}
        onEdit={onEdit}
        onTopUp={onTopUp}
      />,
    );
    await expect.element(page.getByRole('heading', { name: 'Family cars' })).toBeVisible();
    await expect.element(page.getByText('AED 85.50')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Top up Family cars' }));
    expect(onTopUp).toHaveBeenCalledWith('w1');
    (page.getByRole('button', { name: 'Edit Old wallet' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(onEdit).toHaveBeenCalledWith('w2');
    await userEvent.keyboard('{Tab} ');
    expect(onCreate).toHaveBeenCalledOnce();
  });

  it('warns about an expired identity and refuses its top-up', async () => {
    await render(
      <WalletList
        state={ready}
        labels={labels}
        onCreate={vi.fn()}
        onEdit={vi.fn()}
        onTopUp={vi.fn()}
      />,
    );
    await expect.element(page.getByText('Renew your Emirates ID.')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Top up Old wallet' })).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Top up Family cars' })).toBeEnabled();
  });

  it('shows no top-up button when the caller offers no top-up', async () => {
    await render(<WalletList state={ready} labels={labels} onCreate={vi.fn()} onEdit={vi.fn()} />);
    await expect.element(page.getByRole('button', { name: 'Edit Family cars' })).toBeVisible();
    expect(page.getByRole('button', { name: /^Top up/ }).elements()).toHaveLength(0);
  });

  it('shows loading, then empty with its create step, then the error with a working retry', async () => {
    const onCreate = vi.fn();
    const onRetry = vi.fn();
    const screen = await render(
      <WalletList
        state={{ status: 'loading' }}
        labels={labels}
        onCreate={onCreate}
        onEdit={vi.fn()}
      />,
    );
    await expect.element(page.getByText('Loading wallets')).toBeInTheDocument();
    await screen.rerender(
      <WalletList
        state={{ status: 'ready', data: [] }}
        labels={labels}
        onCreate={onCreate}
        onEdit={vi.fn()}
      />,
    );
    await expect.element(page.getByText('No wallet yet.')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Create wallet' }));
    expect(onCreate).toHaveBeenCalledOnce();
    await screen.rerender(
      <WalletList
        state={{ status: 'error', message: 'Darb is down', onRetry }}
        labels={labels}
        onCreate={onCreate}
        onEdit={vi.fn()}
      />,
    );
    await expect.element(page.getByText('Darb is down').first()).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
