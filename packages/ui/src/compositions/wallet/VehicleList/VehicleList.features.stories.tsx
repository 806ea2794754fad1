import { getDarbVehicles, getDarbWallets } from '@portal/core/api/tollWallet';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { storyLocale } from '../../../storybook/storyLocale';
import { vehicleListLabelsOf } from '../walletLabels';
import { walletStoryT, walletWordsLoader } from '../walletStoryWords';
import { vehicleListItemsOf } from '../walletViews';
import { VehicleList } from './VehicleList';

const meta = {
  title: 'Wallet/VehicleList/Features',
  component: VehicleList,
  args: { state: { status: 'loading' }, labels: {} as never, onReorder: fn() },
  loaders: [walletWordsLoader],
} satisfies Meta<typeof VehicleList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The sandbox's vehicles at 320 px: plate, facts and the move buttons wrap inside each card, nothing
 * scrolls sideways.
 */
export const Narrow: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: async ({ client }) => ({
      vehicles: await getDarbVehicles(client),
      wallets: await getDarbWallets(client),
    }),
  }),
  render: (args, { loaded, globals }) => {
    const t = walletStoryT(loaded);
    const { vehicles, wallets } = sandboxData<{
      vehicles: Awaited<ReturnType<typeof getDarbVehicles>>;
      wallets: Awaited<ReturnType<typeof getDarbWallets>>;
    }>(loaded);
    return (
      <div className="w-[320px]" data-testid="frame">
        <VehicleList
          {...args}
          state={{
            status: 'ready',
            data: vehicleListItemsOf(t, vehicles, wallets, storyLocale(globals)).slice(0, 2),
          }}
          labels={vehicleListLabelsOf(t)}
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
