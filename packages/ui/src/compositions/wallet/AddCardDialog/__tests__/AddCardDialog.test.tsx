import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { AddCardDialog, type AddCardDialogLabels } from '../AddCardDialog';

const labels: AddCardDialogLabels = {
  cardNumber: 'Card number',
  cardNumberHint: '6 to 20 digits',
  wallet: 'Linked wallet',
  required: '(required)',
  errorPrefix: 'Error:',
  errorSummary: 'There is a problem',
  cardNumberRequired: 'Enter the card number',
  cardNumberInvalid: 'Use 6 to 20 digits',
  walletRequired: 'Choose a wallet',
  save: 'Add card',
  saving: 'Saving',
  cancel: 'Cancel',
  close: 'Close',
};

const wallets = [
  { id: 'w1', name: 'Family' },
  { id: 'w2', name: 'Fleet' },
];

function press(locator: { element: () => Element }): void {
  (locator.element() as HTMLElement).click();
}

function type(locator: { element: () => Element }, text: string): void {
  const input = locator.element() as HTMLInputElement;
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('AddCardDialog', () => {
  it('refuses an empty form, names each field in the focused summary, and sends nothing', async () => {
    const onSubmit = vi.fn();
    await render(
      <AddCardDialog
        open
        onOpenChange={vi.fn()}
        title="Add"
        labels={labels}
        wallets={wallets}
        onSubmit={onSubmit}
      />,
    );
    press(page.getByRole('button', { name: 'Add card' }));
    const summary = page.getByRole('heading', { name: 'There is a problem' });
    await expect.element(summary).toBeVisible();
    await expect
      .poll(() => document.activeElement?.getAttribute('data-slot'))
      .toBe('error-summary');
    await expect.element(page.getByRole('link', { name: 'Enter the card number' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Choose a wallet' })).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps a refused number, then sends a good one as digits', async () => {
    const onSubmit = vi.fn();
    await render(
      <AddCardDialog
        open
        onOpenChange={vi.fn()}
        title="Add"
        labels={labels}
        wallets={wallets}
        defaultWalletId="w2"
        onSubmit={onSubmit}
      />,
    );
    const number = page.getByRole('textbox', { name: /Card number/ });
    type(number, '12a45');
    press(page.getByRole('button', { name: 'Add card' }));
    await expect.element(page.getByRole('link', { name: 'Use 6 to 20 digits' })).toBeVisible();
    await expect.element(number).toHaveValue('12a45');
    await expect.element(number).toHaveAttribute('aria-invalid', 'true');
    type(number, '5000 1111 2222');
    press(page.getByRole('button', { name: 'Add card' }));
    expect(onSubmit).toHaveBeenCalledWith({ cardNumber: '500011112222', walletId: 'w2' });
  });

  it('shows the server’s refusal in the summary and focuses it', async () => {
    await render(
      <AddCardDialog
        open
        onOpenChange={vi.fn()}
        title="Add"
        labels={labels}
        wallets={wallets}
        onSubmit={vi.fn()}
        serverError="This card is already added."
      />,
    );
    await expect.element(page.getByText('This card is already added.')).toBeVisible();
    await expect
      .poll(() => document.activeElement?.getAttribute('data-slot'))
      .toBe('error-summary');
  });
});
