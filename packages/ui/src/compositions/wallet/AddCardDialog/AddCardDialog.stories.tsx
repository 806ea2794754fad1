import { failureTextOf } from '@portal/core/client';
import { addRechargeableCard, getDarbWallets } from '@portal/core/api/tollWallet';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { walletChoicesOf } from '../views/cards';
import { addCardDialogLabelsOf } from '../views/cards';
import { walletStoryT, walletWordsLoader } from '../walletStoryWords';
import { AddCardDialog } from './AddCardDialog';

const meta = {
  title: 'Wallet/AddCardDialog',
  component: AddCardDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onSubmit: fn(),
    title: '',
    labels: {} as never,
    wallets: [],
  },
  argTypes: { labels: { control: false } },
  loaders: [walletWordsLoader],
  parameters: { docs: { story: { inline: false, height: '620px' } } },
} satisfies Meta<typeof AddCardDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Adding a card to one of the sandbox's wallets: a number of 5 digits is refused, the error summary
 * takes focus and the text stays; a number typed in groups of four is sent as digits.
 */
export const Content: Story = {
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
        defaultWalletId="tw-001"
      />
    );
  },
  play: async ({ args, loaded, userEvent }) => {
    const t = walletStoryT(loaded);
    await screen.findByRole('dialog');
    const number = screen.getByRole('textbox', { name: new RegExp(t('card.cardNumber')) });
    await userEvent.type(number, '12345');
    await userEvent.click(screen.getByRole('button', { name: t('card.add') }));
    const summary = screen
      .getByRole('heading', { name: t('wallet.register.errorSummary') })
      .closest('[data-slot="error-summary"]');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(number).toHaveValue('12345');
    await expect(number).toHaveAccessibleDescription(new RegExp(t('form.error.cardNumber')));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(number);
    await userEvent.type(number, '5000 4444 5555 6666');
    await userEvent.click(screen.getByRole('button', { name: t('card.add') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      cardNumber: '5000444455556666',
      walletId: 'tw-001',
    });
  },
};

/** The sandbox refused the card (it is already added): its words in the error summary. */
export const Refused: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: async ({ client }) => ({
      wallets: await getDarbWallets(client),
      refusal: await addRechargeableCard(client, {
        cardNumber: '5000123412341234',
        walletId: 'tw-001',
      }).catch((error: unknown) => error),
    }),
  }),
  render: (args, { loaded }) => {
    const t = walletStoryT(loaded);
    const { wallets, refusal } = sandboxData<{
      wallets: Awaited<ReturnType<typeof getDarbWallets>>;
      refusal: unknown;
    }>(loaded);
    return (
      <AddCardDialog
        {...args}
        title={t('card.addTitle')}
        labels={addCardDialogLabelsOf(t)}
        wallets={walletChoicesOf(wallets)}
        defaultWalletId="tw-001"
        serverError={failureTextOf(refusal, t('something.wentWrong'))}
      />
    );
  },
  play: async () => {
    // The sandbox refuses in the story's language.
    await waitFor(() =>
      expect(
        screen.getByText(/^(This card is already added\.|هذه البطاقة مضافة بالفعل\.)$/),
      ).toBeVisible(),
    );
  },
};
