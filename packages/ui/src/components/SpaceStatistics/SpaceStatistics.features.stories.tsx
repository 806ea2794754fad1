import { loadSpaceStatistics, type SpaceWithStatistics } from '@portal/core/api/applications';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../storybook/sandboxStory';
import { asDemoUser } from '../../storybook/demoUser';
import { catalogueStoryT, catalogueWordsLoader } from '../../storybook/catalogueWords';
import { SpaceStatistics } from './SpaceStatistics';
import { spaceStatisticsLabelsOf, spaceStatisticsOf } from './spaceStatisticsOf';

const meta = {
  title: 'Display/SpaceStatistics/Features',
  component: SpaceStatistics,
  loaders: [catalogueWordsLoader('locker', 'common')],
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
    const t = catalogueStoryT(loaded);
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
