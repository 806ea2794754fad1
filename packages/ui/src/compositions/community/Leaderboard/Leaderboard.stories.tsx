import { getLeaderboard, type Leaderboard as LeaderboardAnswer } from '@portal/core/api/community';
import { failureTextOf } from '@portal/core/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { faultSaying, type ServerWords } from '../../../storybook/serverWords';
import { storyLocale } from '../../../storybook/storyLocale';
import { communityStoryT, communityWordsLoader } from '../communityStoryWords';
import { leaderboardLabelsOf, leaderboardOf } from '../views/leaderboard';
import { Leaderboard } from './Leaderboard';

const BOARD_UNAVAILABLE: ServerWords = {
  en: 'The leaderboard is unavailable during maintenance.',
  'ar-AE': 'لوحة المتصدرين غير متاحة أثناء الصيانة.',
};

const meta = {
  title: 'Community/Leaderboard',
  component: Leaderboard,
  loaders: [communityWordsLoader],
  args: { state: { status: 'loading' }, labels: {} as never },
  argTypes: { state: { control: false }, labels: { control: false } },
} satisfies Meta<typeof Leaderboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The sandbox's all-time board as the signed-in demo person reads it: their rank above the board
 * and, when among the places, their own place marked.
 */
export const Content: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: ({ client }): Promise<LeaderboardAnswer> => getLeaderboard(client, 'allTime'),
  }),
  render: (args, { loaded }) => {
    const t = communityStoryT(loaded);
    return (
      <Leaderboard
        {...args}
        labels={leaderboardLabelsOf(t, 'allTime')}
        state={{ status: 'ready', data: leaderboardOf(sandboxData(loaded), t, true) }}
      />
    );
  },
  play: async ({ canvas, loaded }) => {
    const t = communityStoryT(loaded);
    const board = sandboxData<LeaderboardAnswer>(loaded);
    await expect(
      canvas.getByRole('list', { name: t('community.leaderboard.allTime') }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(board.entries.length);
    await expect(
      canvas.getByText(
        board.me
          ? t('community.leaderboard.yourRank', { rank: String(board.me.rank) })
          : t('community.leaderboard.notRanked'),
      ),
    ).toBeVisible();
  },
};

/** While the board loads: row placeholders and the loading sentence. */
export const Loading: Story = {
  render: (args, { loaded }) => (
    <Leaderboard {...args} labels={leaderboardLabelsOf(communityStoryT(loaded), 'month')} />
  ),
};

/** Nobody in the period, read by a visitor: the sentence and the next step. */
export const Empty: Story = {
  render: (args, { loaded, globals }) => {
    const t = communityStoryT(loaded);
    return (
      <Leaderboard
        {...args}
        labels={leaderboardLabelsOf(t, 'month')}
        state={{ status: 'ready', data: { places: [] } }}
        emptyAction={
          <a href={`/${storyLocale(globals)}/tamm-by-you/ideas/listing`}>
            {t('community.action.browseIdeas')}
          </a>
        }
      />
    );
  },
  play: async ({ canvas, loaded }) => {
    const t = communityStoryT(loaded);
    await expect(canvas.getByText(t('community.empty.leaderboard'))).toBeVisible();
  },
};

/** The board could not be read: the server's message and a retry. */
export const Error: Story = {
  parameters: sandboxStory({
    load: ({ clientWithFault, locale }) =>
      getLeaderboard(clientWithFault(faultSaying('503', BOARD_UNAVAILABLE, locale)), 'month').catch(
        (error: unknown) => error,
      ),
  }),
  args: { onRetry: fn() } as never,
  render: (args, { loaded }) => {
    const t = communityStoryT(loaded);
    return (
      <Leaderboard
        {...args}
        labels={leaderboardLabelsOf(t, 'month')}
        state={{
          status: 'error',
          message: failureTextOf(sandboxData(loaded), t('something.wentWrong')),
          onRetry: (args as unknown as { onRetry: () => void }).onRetry,
        }}
      />
    );
  },
  play: async ({ canvas, loaded, globals }) => {
    const t = communityStoryT(loaded);
    await expect(canvas.getAllByText(BOARD_UNAVAILABLE[storyLocale(globals)])[0]).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common.tryAgain') })).toBeVisible();
  },
};
