import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { storyLocale } from '../../../storybook/storyLocale';
import { loadParkingStory, parkingStoryStates, type ParkingStoryData } from '../parkingStoryData';
import { parkingOverviewLabelsOf } from '../views/parking';
import { walletStoryT, walletWordsLoader } from '../walletStoryWords';
import { ParkingOverview } from './ParkingOverview';

const loading = { status: 'loading' } as const;

const meta = {
  title: 'Wallet/ParkingOverview/Features',
  component: ParkingOverview,
  args: {
    fines: loading,
    permits: loading,
    vehicles: loading,
    services: loading,
    labels: {} as never,
  },
  loaders: [walletWordsLoader],
} satisfies Meta<typeof ParkingOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The sandbox's parking at 320 px: amounts, permit facts, plates and long service names wrap inside
 * their cards, nothing scrolls sideways.
 */
export const Narrow: Story = {
  parameters: sandboxStory({ as: 'normal', load: ({ client }) => loadParkingStory(client) }),
  render: (args, { loaded, globals }) => {
    const t = walletStoryT(loaded);
    const data = sandboxData<ParkingStoryData>(loaded);
    return (
      <div className="w-[320px]" data-testid="frame">
        <ParkingOverview
          {...args}
          {...parkingStoryStates(t, data, storyLocale(globals))}
          labels={parkingOverviewLabelsOf(t, data.trafficFile)}
        />
      </div>
    );
  },
  play: async ({ canvas }) => {
    const frame = canvas.getByTestId('frame');
    await expect(canvas.getAllByRole('link').length).toBeGreaterThan(0);
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
