import { failureTextOf } from '@portal/core/client';
import { getDarbWallets, getRechargeableCards } from '@portal/core/api/tollWallet';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { rechargeableCardItemsOf, walletChoicesOf } from '../views/cards';
import { rechargeableCardListLabelsOf } from '../views/cards';
import { walletStoryT, walletWordsLoader } from '../walletStoryWords';
import { RechargeableCardList, type RechargeableCardListProps } from './RechargeableCardList';

type Loaded = {
  cards: Awaited<ReturnType<typeof getRechargeableCards>>;
  wallets: Awaited<ReturnType<typeof getDarbWallets>>;
};

const meta = {
  title: 'Wallet/RechargeableCardList',
  component: RechargeableCardList,
  args: {
    state: { status: 'loading' },
    labels: {} as never,
    wallets: [],
    onAdd: fn(),
    onSetActive: fn<RechargeableCardListProps['onSetActive']>(async () => undefined),
    onChangeWallet: fn<RechargeableCardListProps['onChangeWallet']>(async () => undefined),
  },
  argTypes: { state: { control: false }, labels: { control: false } },
  loaders: [walletWordsLoader],
} satisfies Meta<typeof RechargeableCardList>;

export default meta;
type Story = StoryObj<typeof meta>;

const loadCards = sandboxStory({
  as: 'normal',
  load: async ({ client }): Promise<Loaded> => ({
    cards: await getRechargeableCards(client),
    wallets: await getDarbWallets(client),
  }),
});

/**
 * The demo user's two cards: one active on Family cars, one inactive on Company fleet. Deactivating
 * asks first; confirming calls `onSetActive` and the dialog closes once it resolves.
 */
export const Content: Story = {
  parameters: loadCards,
  render: (args, { loaded }) => {
    const t = walletStoryT(loaded);
    const { cards, wallets } = sandboxData<Loaded>(loaded);
    return (
      <RechargeableCardList
        {...args}
        state={{ status: 'ready', data: rechargeableCardItemsOf(t, cards, wallets) }}
        wallets={walletChoicesOf(wallets)}
        labels={rechargeableCardListLabelsOf(t)}
      />
    );
  },
  play: async ({ canvas, args, loaded, userEvent }) => {
    const t = walletStoryT(loaded);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText('Family cars', { exact: true })).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: t('card.deactivateOf', { card: '•••• 1234' }) }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleName(t('card.confirmDeactivate', { card: '•••• 1234' }));
    await userEvent.click(screen.getByRole('button', { name: t('card.deactivate') }));
    await expect(args.onSetActive).toHaveBeenCalledWith('rc-001', false);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** While the cards load. */
export const Loading: Story = {
  render: (args, { loaded }) => (
    <RechargeableCardList {...args} labels={rechargeableCardListLabelsOf(walletStoryT(loaded))} />
  ),
};

/** No card yet: the sentence and the way to add one. */
export const Empty: Story = {
  render: (args, { loaded }) => {
    const t = walletStoryT(loaded);
    return (
      <RechargeableCardList
        {...args}
        state={{ status: 'ready', data: [] }}
        labels={rechargeableCardListLabelsOf(t)}
      />
    );
  },
  play: async ({ canvas, args, loaded, userEvent }) => {
    const t = walletStoryT(loaded);
    await expect(canvas.getByText(t('card.empty'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('card.add') }));
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

/** The cards could not be loaded: the server's message and a retry. */
export const Error: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: ({ clientWithFault }) =>
      getRechargeableCards(clientWithFault('503')).catch((error: unknown) => error),
  }),
  render: (args, { loaded }) => {
    const t = walletStoryT(loaded);
    return (
      <RechargeableCardList
        {...args}
        state={{
          status: 'error',
          message: failureTextOf(sandboxData(loaded), t('something.wentWrong')),
          onRetry: fn(),
        }}
        labels={rechargeableCardListLabelsOf(t)}
      />
    );
  },
};
