import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { walletFormDialogLabelsOf } from '../views/walletForm';
import { walletStoryT, walletWordsLoader } from '../walletStoryWords';
import { WalletFormDialog } from './WalletFormDialog';

const meta = {
  title: 'Wallet/WalletFormDialog/Features',
  component: WalletFormDialog,
  args: { open: true, onOpenChange: fn(), onSubmit: fn(), title: '', labels: {} as never },
  loaders: [walletWordsLoader],
  parameters: { docs: { story: { inline: false, height: '620px' } } },
} satisfies Meta<typeof WalletFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Creating a wallet by keyboard only: focus starts in the dialog, the name is typed, Enter on Save sends it
 * (no alert given), Escape asks to close.
 */
export const Keyboard: Story = {
  render: (args, { loaded }) => {
    const t = walletStoryT(loaded);
    return (
      <WalletFormDialog
        {...args}
        title={t('wallet.form.createTitle')}
        labels={walletFormDialogLabelsOf(t)}
      />
    );
  },
  play: async ({ args, loaded, userEvent }) => {
    const t = walletStoryT(loaded);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    const name = screen.getByRole('textbox', { name: new RegExp(t('wallet.form.name')) });
    name.focus();
    await userEvent.keyboard('Trips');
    // The save button sits in the dialog's footer (outside the form, tied to it by `form`).
    screen.getByRole('button', { name: t('wallet.form.save') }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Trips',
      lowBalanceThreshold: undefined,
    });
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
