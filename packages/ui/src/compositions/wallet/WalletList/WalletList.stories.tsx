import { failureTextOf } from '@portal/core/client';
import { getDarbWallets } from '@portal/core/api/tollWallet';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { storyLocale } from '../../../storybook/storyLocale';
import type { DataState } from '../../../components/DataStateView';
import { walletListLabelsOf } from '../views/walletList';
import { walletStoryT, walletWordsLoader } from '../walletStoryWords';
import { walletListItemsOf } from '../views/walletList';
import { WalletList, type WalletListItem } from './WalletList';

const meta = {
  title: 'Wallet/WalletList',
  component: WalletList,
  args: {
    state: { status: 'loading' },
    labels: {} as never,
    onCreate: fn(),
    onEdit: fn(),
    onTopUp: fn(),
  },
  argTypes: { state: { control: false }, labels: { control: false } },
  loaders: [walletWordsLoader],
} satisfies Meta<typeof WalletList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo user's three wallets from the sandbox, one of them KYC-expired with what to do. */
export const Content: Story = {
  parameters: sandboxStory({ as: 'normal', load: ({ client }) => getDarbWallets(client) }),
  render: (args, { loaded, globals }) => {
    const t = walletStoryT(loaded);
    const items = walletListItemsOf(t, sandboxData(loaded), storyLocale(globals));
    const state: DataState<readonly WalletListItem[]> = { status: 'ready', data: items };
    return <WalletList {...args} state={state} labels={walletListLabelsOf(t)} />;
  },
  play: async ({ canvas, args, loaded, userEvent }) => {
    const t = walletStoryT(loaded);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText(t('wallet.kycExpiredAdvice'))).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: t('wallet.topUpOf', { name: 'Family cars' }) }),
    );
    await expect(args.onTopUp).toHaveBeenCalledWith('tw-001');
    await expect(
      canvas.getByRole('button', { name: t('wallet.topUpOf', { name: 'Old wallet' }) }),
    ).toBeDisabled();
  },
};

/** While the wallets load: card-shaped placeholders and a spoken loading sentence. */
export const Loading: Story = {
  render: (args, { loaded }) => (
    <WalletList {...args} labels={walletListLabelsOf(walletStoryT(loaded))} />
  ),
};

/** No wallet yet: the sentence and the create button. */
export const Empty: Story = {
  render: (args, { loaded }) => (
    <WalletList
      {...args}
      state={{ status: 'ready', data: [] }}
      labels={walletListLabelsOf(walletStoryT(loaded))}
    />
  ),
  play: async ({ canvas, args, loaded, userEvent }) => {
    const t = walletStoryT(loaded);
    await userEvent.click(canvas.getByRole('button', { name: t('wallet.create') }));
    await expect(args.onCreate).toHaveBeenCalled();
  },
};

/** The server refused: its message and a retry. */
export const Error: Story = {
  parameters: sandboxStory({
    as: 'normal',
    // A server that refuses in the reader's language (percent-encoded: a header is Latin-1).
    load: ({ clientWithFault, locale }) =>
      getDarbWallets(
        clientWithFault(
          encodeURIComponent(
            `503,message=${locale === 'ar-AE' ? 'خدمة درب قيد الصيانة' : 'Darb is under maintenance'}`,
          ),
        ),
      ).catch((error: unknown) => error),
  }),
  render: (args, { loaded }) => {
    const t = walletStoryT(loaded);
    const message = failureTextOf(sandboxData(loaded), t('something.wentWrong'));
    return (
      <WalletList
        {...args}
        state={{ status: 'error', message, onRetry: fn() }}
        labels={walletListLabelsOf(t)}
      />
    );
  },
};
