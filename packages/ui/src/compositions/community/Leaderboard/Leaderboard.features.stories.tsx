import { getLeaderboard, type Leaderboard as LeaderboardAnswer } from '@portal/core/api/community';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { communityStoryT, communityWordsLoader } from '../communityStoryWords';
import { leaderboardLabelsOf, leaderboardOf } from '../views/leaderboard';
import { Leaderboard } from './Leaderboard';

const meta = {
  title: 'Community/Leaderboard/Features',
  component: Leaderboard,
  loaders: [communityWordsLoader],
  args: { state: { status: 'loading' }, labels: {} as never },
  argTypes: { state: { control: false }, labels: { control: false } },
} satisfies Meta<typeof Leaderboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** This month's board at 320 CSS px, as a visitor: the figures drop under each name; no sideways scroll. */
export const Narrow: Story = {
  parameters: sandboxStory({
    load: ({ client }): Promise<LeaderboardAnswer> => getLeaderboard(client, 'month'),
  }),
  render: (args, { loaded }) => {
    const t = communityStoryT(loaded);
    return (
      <div className="w-[320px]" data-testid="narrow">
        <Leaderboard
          {...args}
          labels={leaderboardLabelsOf(t, 'month')}
          state={{ status: 'ready', data: leaderboardOf(sandboxData(loaded), t, false) }}
        />
      </div>
    );
  },
  play: async ({ canvas }) => {
    const box = canvas.getByTestId('narrow');
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};
