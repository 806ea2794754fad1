import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { storyLocale } from '../../../storybook/storyLocale';
import { loadSalikStory, type SalikStoryData } from '../parkingStoryData';
import { plateCardItemsOf } from '../views/plates';
import { salikLookupsStateOf } from '../views/salik';
import { salikVehiclesLabelsOf } from '../views/salik';
import { walletStoryT, walletWordsLoader } from '../walletStoryWords';
import { SalikVehicles } from './SalikVehicles';

const meta = {
  title: 'Wallet/SalikVehicles/Features',
  component: SalikVehicles,
  args: {
    vehicles: { status: 'loading' },
    lookups: { status: 'loading' },
    labels: {} as never,
  },
  loaders: [walletWordsLoader],
} satisfies Meta<typeof SalikVehicles>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The sandbox's unlinked vehicles and plate options at 320 px: plates, facts and the long option
 * lists wrap, nothing scrolls sideways.
 */
export const Narrow: Story = {
  parameters: sandboxStory({ as: 'normal', load: ({ client }) => loadSalikStory(client) }),
  render: (args, { loaded, globals }) => {
    const t = walletStoryT(loaded);
    const locale = storyLocale(globals);
    const data = sandboxData<SalikStoryData>(loaded);
    return (
      <div className="w-[320px]" data-testid="frame">
        <SalikVehicles
          {...args}
          vehicles={{ status: 'ready', data: plateCardItemsOf(t, data.vehicles, locale) }}
          lookups={salikLookupsStateOf(t, data.lookups, locale, fn())}
          labels={salikVehiclesLabelsOf(t)}
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
