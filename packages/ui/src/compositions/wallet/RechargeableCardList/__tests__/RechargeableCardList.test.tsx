import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import {
  RechargeableCardList,
  type RechargeableCardItem,
  type RechargeableCardListLabels,
} from '../RechargeableCardList';

const labels: RechargeableCardListLabels = {
  loading: 'Loading',
  retry: 'Try again',
  retrying: 'Trying again',
  list: 'Cards',
  number: 'Card',
  status: 'Status',
  wallet: 'Linked wallet',
  empty: 'No cards',
  add: 'Add card',
  activate: 'Activate card',
  deactivate: 'Deactivate card',
  changeWallet: 'Change wallet',
  activateOf: (card) => `Activate card ${card}`,
  deactivateOf: (card) => `Deactivate card ${card}`,
  changeWalletOf: (card) => `Change wallet of card ${card}`,
  confirmActivate: (card) => `Activate ${card}?`,
  confirmActivateText: (wallet) => `Tops up ${wallet} again.`,
  confirmDeactivate: (card) => `Deactivate ${card}?`,
  confirmDeactivateText: (wallet) => `Stops topping up ${wallet}.`,
  changeWalletTitle: (card) => `New wallet for ${card}`,
  walletChoice: 'Linked wallet',
  walletRequired: 'Choose a wallet',
  errorPrefix: 'Error:',
  required: '(required)',
  working: 'Saving',
  cancel: 'Cancel',
  close: 'Close',
  error: 'Error',
};

const card = (id: string, active: boolean): RechargeableCardItem => ({
  id,
  number: `•••• ${id}`,
  active,
  status: active ? 'Active' : 'Inactive',
  statusTone: active ? 'success' : 'neutral',
  walletId: 'w1',
  wallet: 'Family',
});

const wallets = [
  { id: 'w1', name: 'Family' },
  { id: 'w2', name: 'Fleet' },
];

/** Presses a button inside the page (see VehicleList's tests: Playwright clicks time out on a busy runner). */
function press(locator: { element: () => Element }): void {
  (locator.element() as HTMLElement).click();
}

function renderList(overrides: Partial<Parameters<typeof RechargeableCardList>[0]> = {}) {
  return render(
    <RechargeableCardList
      state={{ status: 'ready', data: [card('1111', true), card('2222', false)] }}
      labels={labels}
      wallets={wallets}
      onAdd={vi.fn()}
      onSetActive={vi.fn(async () => undefined)}
      onChangeWallet={vi.fn(async () => undefined)}
      {...overrides}
    />,
  );
}

describe('RechargeableCardList', () => {
  it('asks before deactivating, and closes once the server agreed', async () => {
    const onSetActive = vi.fn(async () => undefined);
    await renderList({ onSetActive });
    press(page.getByRole('button', { name: 'Deactivate card •••• 1111' }));
    const dialog = page.getByRole('alertdialog', { name: 'Deactivate •••• 1111?' });
    await expect.element(dialog).toBeVisible();
    expect(onSetActive).not.toHaveBeenCalled();
    press(dialog.getByRole('button', { name: 'Deactivate card' }));
    await expect.poll(() => onSetActive.mock.calls).toEqual([['1111', false]]);
    await expect.element(dialog).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the refusal, and cancel sends nothing', async () => {
    const onSetActive = vi.fn(async () => 'Card blocked by Darb');
    await renderList({ onSetActive });
    press(page.getByRole('button', { name: 'Activate card •••• 2222' }));
    const dialog = page.getByRole('alertdialog');
    await expect.element(dialog).toBeVisible();
    press(dialog.getByRole('button', { name: 'Activate card' }));
    await expect.element(dialog.getByText('Card blocked by Darb')).toBeVisible();
    press(dialog.getByRole('button', { name: 'Cancel' }));
    await expect.element(dialog).not.toBeInTheDocument();
    expect(onSetActive).toHaveBeenCalledTimes(1);
  });

  it('changes the wallet from the card’s own, and keeps the choice when refused', async () => {
    const onChangeWallet = vi.fn(async () => 'Wallet closed');
    await renderList({ onChangeWallet });
    press(page.getByRole('button', { name: 'Change wallet of card •••• 1111' }));
    const dialog = page.getByRole('dialog', { name: 'New wallet for •••• 1111' });
    await expect.element(dialog).toBeVisible();
    const choice = dialog.getByRole('combobox');
    await expect.element(choice).toHaveValue('w1');
    (choice.element() as HTMLSelectElement).value = 'w2';
    choice.element().dispatchEvent(new Event('change', { bubbles: true }));
    press(dialog.getByRole('button', { name: 'Change wallet' }));
    await expect.element(dialog.getByText('Wallet closed')).toBeVisible();
    expect(onChangeWallet).toHaveBeenCalledWith('1111', 'w2');
    await expect.element(choice).toHaveValue('w2');
  });

  it('shows the loading, empty and error states, and retries', async () => {
    const onRetry = vi.fn();
    const onAdd = vi.fn();
    const screen = await renderList({ state: { status: 'loading' } });
    await expect.element(page.getByText('Loading')).toBeInTheDocument();
    await screen.rerender(
      <RechargeableCardList
        state={{ status: 'ready', data: [] }}
        labels={labels}
        wallets={wallets}
        onAdd={onAdd}
        onSetActive={vi.fn()}
        onChangeWallet={vi.fn()}
      />,
    );
    await expect.element(page.getByText('No cards')).toBeVisible();
    press(page.getByRole('button', { name: 'Add card' }));
    expect(onAdd).toHaveBeenCalled();
    await screen.rerender(
      <RechargeableCardList
        state={{ status: 'error', message: 'Darb is down', onRetry }}
        labels={labels}
        wallets={wallets}
        onAdd={onAdd}
        onSetActive={vi.fn()}
        onChangeWallet={vi.fn()}
      />,
    );
    await expect.element(page.getByText('Darb is down').first()).toBeVisible();
    press(page.getByRole('button', { name: 'Try again' }));
    await expect.poll(() => onRetry.mock.calls.length).toBe(1);
  });
});
