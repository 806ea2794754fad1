import { failureTextOf } from '@portal/core/client';
import { createDarbWallet, getDarbWallets } from '@portal/core/api/tollWallet';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { walletFormDialogLabelsOf } from '../views/walletForm';
import { walletStoryT, walletWordsLoader } from '../walletStoryWords';
import { WalletFormDialog } from './WalletFormDialog';
import { faultSaying, type ServerWords } from '../../../storybook/serverWords';
import { storyLocale } from '../../../storybook/storyLocale';

/** The server's own words for its refusal, in each page language (it answers in the reader's). */
const WALLET_LIMIT: ServerWords = {
  en: 'You can have at most 5 wallets',
  'ar-AE': 'يمكنك امتلاك 5 محافظ على الأكثر',
};

const meta = {
  title: 'Wallet/WalletFormDialog',
  component: WalletFormDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onSubmit: fn(),
    title: '',
    labels: {} as never,
  },
  argTypes: { labels: { control: false } },
  loaders: [walletWordsLoader],
  parameters: { docs: { story: { inline: false, height: '620px' } } },
} satisfies Meta<typeof WalletFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Editing the sandbox's first wallet: the name and alert start filled; an empty name is refused with
 * the field's message and focus on it; a valid name is sent.
 */
export const Content: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: async ({ client }) => (await getDarbWallets(client))[0],
  }),
  render: (args, { loaded }) => {
    const t = walletStoryT(loaded);
    const wallet = sandboxData<{ name: string; lowBalanceThreshold: number }>(loaded);
    return (
      <WalletFormDialog
        {...args}
        title={t('wallet.form.editTitle', { name: wallet.name })}
        labels={walletFormDialogLabelsOf(t)}
        defaultValues={{ name: wallet.name, lowBalanceThreshold: wallet.lowBalanceThreshold }}
      />
    );
  },
  play: async ({ args, loaded, userEvent }) => {
    const t = walletStoryT(loaded);
    const dialog = await screen.findByRole('dialog');
    const name = screen.getByRole('textbox', { name: new RegExp(t('wallet.form.name')) });
    await expect(name).toHaveValue('Family cars');
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: t('wallet.form.save') }));
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAccessibleDescription(new RegExp(t('form.error.required')));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(name, 'Weekend cars');
    await userEvent.click(screen.getByRole('button', { name: t('wallet.form.save') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Weekend cars',
      lowBalanceThreshold: 20,
    });
    await expect(dialog).toBeVisible();
  },
};

/** The server refused to create the wallet: its message under the fields. */
export const Refused: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: ({ clientWithFault, locale }) =>
      createDarbWallet(
        clientWithFault(faultSaying('business', WALLET_LIMIT, locale)),
        'Trips',
      ).catch((error: unknown) => error),
  }),
  render: (args, { loaded }) => {
    const t = walletStoryT(loaded);
    return (
      <WalletFormDialog
        {...args}
        title={t('wallet.form.createTitle')}
        labels={walletFormDialogLabelsOf(t)}
        defaultValues={{ name: 'Trips' }}
        serverError={failureTextOf(sandboxData(loaded), t('something.wentWrong'))}
      />
    );
  },
  play: async ({ globals }) => {
    // The alert region is there before its words (so they are announced): wait for the words.
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(WALLET_LIMIT[storyLocale(globals)]));
  },
};
