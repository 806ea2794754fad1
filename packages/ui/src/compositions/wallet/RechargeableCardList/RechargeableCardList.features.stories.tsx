import { failureTextOf } from '@portal/core/client';
import {
  changeCardWallet,
  getDarbWallets,
  getRechargeableCards,
} from '@portal/core/api/tollWallet';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { rechargeableCardItemsOf, walletChoicesOf } from '../views/cards';
import { rechargeableCardListLabelsOf } from '../views/cards';
import { walletStoryT, walletWordsLoader } from '../walletStoryWords';
import { RechargeableCardList, type RechargeableCardListProps } from './RechargeableCardList';
import { faultSaying, type ServerWords } from '../../../storybook/serverWords';
import { storyLocale } from '../../../storybook/storyLocale';

/** The server's own words for its refusal, in each page language (it answers in the reader's). */
const WALLET_CLOSED: ServerWords = { en: 'This wallet is closed', 'ar-AE': 'هذه المحفظة مغلقة' };

type Loaded = {
  cards: Awaited<ReturnType<typeof getRechargeableCards>>;
  wallets: Awaited<ReturnType<typeof getDarbWallets>>;
  refusal: unknown;
};

const meta = {
  title: 'Wallet/RechargeableCardList/Features',
  component: RechargeableCardList,
  args: {
    state: { status: 'loading' },
    labels: {} as never,
    wallets: [],
    onAdd: fn(),
    onSetActive: fn<RechargeableCardListProps['onSetActive']>(async () => undefined),
    onChangeWallet: fn<RechargeableCardListProps['onChangeWallet']>(async () => undefined),
  },
  loaders: [walletWordsLoader],
  parameters: { docs: { story: { inline: false, height: '620px' } } },
} satisfies Meta<typeof RechargeableCardList>;

export default meta;
type Story = StoryObj<typeof meta>;

const loadCards = sandboxStory({
  as: 'normal',
  load: async ({ client, clientWithFault, locale }): Promise<Loaded> => ({
    cards: await getRechargeableCards(client),
    wallets: await getDarbWallets(client),
    refusal: await changeCardWallet(
      clientWithFault(faultSaying('business', WALLET_CLOSED, locale)),
      {
        cardId: 'rc-001',
        walletId: 'tw-003',
      },
    ).catch((error: unknown) => error),
  }),
});

/**
 * Changing a card's wallet, by keyboard: the choice starts on the card's wallet; the server refuses
 * the new one, and the dialog stays open with the refusal and the wallet that was chosen.
 */
export const ChangeWalletRefused: Story = {
  parameters: loadCards,
  render: (args, { loaded }) => {
    const t = walletStoryT(loaded);
    const { cards, wallets, refusal } = sandboxData<Loaded>(loaded);
    return (
      <RechargeableCardList
        {...args}
        state={{ status: 'ready', data: rechargeableCardItemsOf(t, cards, wallets) }}
        wallets={walletChoicesOf(wallets)}
        labels={rechargeableCardListLabelsOf(t)}
        onChangeWallet={async (cardId, walletId) => {
          await args.onChangeWallet(cardId, walletId);
          return failureTextOf(refusal, t('something.wentWrong'));
        }}
      />
    );
  },
  play: async ({ canvas, args, loaded, userEvent, globals }) => {
    const t = walletStoryT(loaded);
    const open = canvas.getByRole('button', {
      name: t('card.changeWalletOf', { card: '•••• 1234' }),
    });
    open.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    const choice = screen.getByRole('combobox', { name: new RegExp(t('card.wallet')) });
    await expect(choice).toHaveValue('tw-001');
    await userEvent.selectOptions(choice, 'tw-003');
    await userEvent.click(screen.getByRole('button', { name: t('card.changeWalletSubmit') }));
    await expect(args.onChangeWallet).toHaveBeenCalledWith('rc-001', 'tw-003');
    await waitFor(() =>
      expect(screen.getByText(WALLET_CLOSED[storyLocale(globals)])).toBeVisible(),
    );
    await expect(dialog).toBeVisible();
    await expect(choice).toHaveValue('tw-003');
  },
};

/** The sandbox's cards at 320 px: number, status, wallet and both buttons wrap inside each card. */
export const Narrow: Story = {
  parameters: loadCards,
  render: (args, { loaded }) => {
    const t = walletStoryT(loaded);
    const { cards, wallets } = sandboxData<Loaded>(loaded);
    return (
      <div className="w-[320px]" data-testid="frame">
        <RechargeableCardList
          {...args}
          state={{ status: 'ready', data: rechargeableCardItemsOf(t, cards, wallets) }}
          wallets={walletChoicesOf(wallets)}
          labels={rechargeableCardListLabelsOf(t)}
        />
      </div>
    );
  },
  play: async ({ canvas }) => {
    const frame = canvas.getByTestId('frame');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
