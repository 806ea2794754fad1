import { getDarbWallets } from '@portal/core/api/tollWallet';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { walletChoicesOf } from '../views/cards';
import { addCardDialogLabelsOf } from '../views/cards';
import { walletStoryT, walletWordsLoader } from '../walletStoryWords';
import { AddCardDialog } from './AddCardDialog';

const meta = {
  title: 'Wallet/AddCardDialog/Features',
  component: AddCardDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onSubmit: fn(),
    title: '',
    labels: {} as never,
    wallets: [],
  },
  loaders: [walletWordsLoader],
  parameters: { docs: { story: { inline: false, height: '620px' } } },
} satisfies Meta<typeof AddCardDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Keyboard only, with nothing chosen: Enter in the number field lists both problems; the summary's
 * link to the wallet takes focus there. Arabic-Indic digits are accepted and sent as Latin ones.
 */
export const Keyboard: Story = {
  parameters: sandboxStory({ as: 'normal', load: ({ client }) => getDarbWallets(client) }),
  render: (args, { loaded }) => {
    const t = walletStoryT(loaded);
    const wallets = sandboxData<Awaited<ReturnType<typeof getDarbWallets>>>(loaded);
    return (
      <AddCardDialog
        {...args}
        title={t('card.addTitle')}
        labels={addCardDialogLabelsOf(t)}
        wallets={walletChoicesOf(wallets)}
      />
    );
  },
  play: async ({ args, loaded, userEvent }) => {
    const t = walletStoryT(loaded);
    await screen.findByRole('dialog');
    const number = screen.getByRole('textbox', { name: new RegExp(t('card.cardNumber')) });
    number.focus();
    await userEvent.keyboard('{Enter}');
    const wallet = screen.getByRole('combobox', { name: new RegExp(t('card.wallet')) });
    const link = await screen.findByRole('link', { name: t('card.walletRequired') });
    await waitFor(() => expect(link.closest('[data-slot="error-summary"]')).toHaveFocus());
    await userEvent.click(link);
    await expect(wallet).toHaveFocus();
    await userEvent.selectOptions(wallet, 'tw-002');
    await userEvent.type(number, '٥٠٠٠٧٧٧٧');
    await userEvent.click(screen.getByRole('button', { name: t('card.add') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      cardNumber: '50007777',
      walletId: 'tw-002',
    });
  },
};
