import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { WalletFormDialog, type WalletFormDialogLabels } from '../WalletFormDialog';

const labels: WalletFormDialogLabels = {
  name: 'Wallet name',
  nameHint: 'Up to 30 characters',
  threshold: 'Low-balance alert',
  thresholdHint: 'In AED',
  optional: 'optional',
  required: 'required',
  errorPrefix: 'Error:',
  nameRequired: 'Enter a name',
  nameTooLong: 'Use 30 characters or fewer',
  thresholdInvalid: 'Enter 0 or more',
  save: 'Save',
  saving: 'Saving',
  cancel: 'Cancel',
  close: 'Close',
  error: 'Error',
};

const dialog = (props: Partial<Parameters<typeof WalletFormDialog>[0]> = {}) => (
  <WalletFormDialog
    open
    onOpenChange={vi.fn()}
    title="Edit Family cars"
    labels={labels}
    onSubmit={vi.fn()}
    {...props}
  />
);

describe('WalletFormDialog', () => {
  it('refuses an empty name and a negative alert, focusing the first field in error', async () => {
    const onSubmit = vi.fn();
    await render(dialog({ onSubmit }));
    await userEvent.fill(page.getByRole('textbox', { name: /Low-balance alert/ }), '-5');
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    const name = page.getByRole('textbox', { name: /Wallet name/ });
    await expect.element(name).toHaveFocus();
    await expect.element(name).toHaveAccessibleDescription(/Enter a name/);
    await expect
      .element(page.getByRole('textbox', { name: /Low-balance alert/ }))
      .toHaveAccessibleDescription(/Enter 0 or more/);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a name longer than 30 characters', async () => {
    const onSubmit = vi.fn();
    await render(dialog({ onSubmit, defaultValues: { name: 'x'.repeat(31) } }));
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect
      .element(page.getByRole('textbox', { name: /Wallet name/ }))
      .toHaveAccessibleDescription(/Use 30 characters or fewer/);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the trimmed name and the alert as a number on Enter', async () => {
    const onSubmit = vi.fn();
    await render(dialog({ onSubmit, defaultValues: { name: 'Family cars' } }));
    await userEvent.fill(page.getByRole('textbox', { name: /Wallet name/ }), '  Trips  ');
    await userEvent.fill(page.getByRole('textbox', { name: /Low-balance alert/ }), '25.5');
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Trips', lowBalanceThreshold: 25.5 });
  });

  it('closes on Escape and on Cancel through onOpenChange', async () => {
    const onOpenChange = vi.fn();
    await render(dialog({ onOpenChange }));
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(page.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledTimes(2);
  });

  it('shows the server refusal and ignores a second submit while saving', async () => {
    const onSubmit = vi.fn();
    await render(
      dialog({
        onSubmit,
        saving: true,
        serverError: 'At most 5 wallets',
        defaultValues: { name: 'A' },
      }),
    );
    await expect.element(page.getByRole('alert')).toHaveTextContent('At most 5 wallets');
    (page.getByRole('textbox', { name: /Wallet name/ }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
