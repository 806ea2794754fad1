import { getDarbWallets } from '@portal/core/api/tollWallet';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { storyLocale } from '../../../storybook/storyLocale';
import { walletListLabelsOf } from '../views/walletList';
import { walletStoryT, walletWordsLoader } from '../walletStoryWords';
import { walletListItemsOf } from '../views/walletList';
import { WalletList } from './WalletList';

const meta = {
  title: 'Wallet/WalletList/Features',
  component: WalletList,
  args: {
    state: { status: 'loading' },
    labels: {} as never,
    onCreate: fn(),
    onEdit: fn(),
    onTopUp: fn(),
  },
  loaders: [walletWordsLoader],
} satisfies Meta<typeof WalletList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The three sandbox wallets in a 320 px column, one with a long name: the cards stack in one column
 * (the grid follows its container, not the window), the KYC warning wraps,
 * nothing scrolls sideways.
 */
export const Narrow: Story = {
  parameters: sandboxStory({ as: 'normal', load: ({ client }) => getDarbWallets(client) }),
  render: (args, { loaded, globals }) => {
    const t = walletStoryT(loaded);
    const [first, ...rest] = walletListItemsOf(t, sandboxData(loaded), storyLocale(globals));
    const items = first
      ? [{ ...first, name: `${first.name} — ${t('wallet.kycExpiredTitle')}` }, ...rest]
      : rest;
    return (
      <div className="w-[320px]" data-testid="frame">
        <WalletList
          {...args}
          state={{ status: 'ready', data: items }}
          labels={walletListLabelsOf(t)}
        />
      </div>
    );
  },
  play: async ({ canvas }) => {
    const frame = canvas.getByTestId('frame');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
