import { loadSpaceStatistics, type SpaceWithStatistics } from '@portal/core/api/applications';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { spaceStatisticsLabelsOf } from '../lockerLabels';
import { asDemoUser, lockerStoryT, lockerWordsLoader } from '../lockerStoryWords';
import { SpaceStatistics } from './SpaceStatistics';
import { spaceStatisticsOf } from './spaceStatisticsOf';

const meta = {
  title: 'Locker/SpaceStatistics/Features',
  component: SpaceStatistics,
  loaders: [lockerWordsLoader],
  args: { state: { status: 'loading' }, labels: {} as never },
  argTypes: { state: { control: false }, labels: { control: false } },
} satisfies Meta<typeof SpaceStatistics>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At 320 px: the tiles fall into two columns, long Arabic labels wrap, nothing scrolls sideways. */
export const Narrow: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: ({ client }): Promise<SpaceWithStatistics[]> => loadSpaceStatistics(asDemoUser(client)),
  }),
  render: (args, { loaded }) => {
    const t = lockerStoryT(loaded);
    return (
      <div className="w-[320px]">
        <SpaceStatistics
          {...args}
          labels={spaceStatisticsLabelsOf(t)}
          state={{
            status: 'ready',
            data: sandboxData<SpaceWithStatistics[]>(loaded).map((entry) =>
              spaceStatisticsOf(entry.space, entry.statistics, t),
            ),
          }}
        />
      </div>
    );
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getAllByRole('term').length).toBeGreaterThan(2);
    const root = canvasElement.querySelector('[data-slot="space-statistics"]') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
