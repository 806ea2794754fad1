import { failureTextOf } from '@portal/core/client';
import { loadSpaceStatistics, type SpaceWithStatistics } from '@portal/core/api/applications';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../storybook/sandboxStory';
import { asDemoUser } from '../../storybook/demoUser';
import { catalogueStoryT, catalogueWordsLoader } from '../../storybook/catalogueWords';
import { SpaceStatistics } from './SpaceStatistics';
import { spaceStatisticsLabelsOf, spaceStatisticsOf } from './spaceStatisticsOf';

const meta = {
  title: 'Display/SpaceStatistics',
  component: SpaceStatistics,
  loaders: [catalogueWordsLoader('locker', 'common')],
  args: { state: { status: 'loading' }, labels: {} as never },
  argTypes: { state: { control: false }, labels: { control: false } },
} satisfies Meta<typeof SpaceStatistics>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo user's business space from the sandbox: every count under what it counts. */
export const Content: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: ({ client }): Promise<SpaceWithStatistics[]> =>
      loadSpaceStatistics(asDemoUser(client), { kind: 'business' }),
  }),
  render: (args, { loaded }) => {
    const t = catalogueStoryT(loaded);
    return (
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
    );
  },
  play: async ({ canvas, loaded }) => {
    const t = catalogueStoryT(loaded);
    const title = t('locker.spaceRequests.titleFor', {
      space: t('locker.spaceRequests.kind.business'),
    });
    await expect(canvas.getByRole('heading', { level: 3, name: title })).toBeVisible();
    await expect(canvas.getByText(t('locker.spaceRequests.figure.delayed'))).toBeVisible();
  },
};

/** While the statistics load: tile placeholders and the loading sentence. */
export const Loading: Story = {
  render: (args, { loaded }) => (
    <SpaceStatistics {...args} labels={spaceStatisticsLabelsOf(catalogueStoryT(loaded))} />
  ),
};

/** No request belongs to a space: the sentence says which requests will count. */
export const Empty: Story = {
  render: (args, { loaded }) => (
    <SpaceStatistics
      {...args}
      labels={spaceStatisticsLabelsOf(catalogueStoryT(loaded))}
      state={{ status: 'ready', data: [] }}
    />
  ),
  play: async ({ canvas, loaded }) => {
    await expect(
      canvas.getByText(catalogueStoryT(loaded)('locker.spaceRequests.empty')),
    ).toBeVisible();
  },
};

/**
 * The person's requests could not be read (the list answered `success: false`): the generic
 * message, as spec 000 §8 says for that list, and a retry.
 */
export const Error: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: ({ clientWithFault }) =>
      loadSpaceStatistics(asDemoUser(clientWithFault('503,message=Statistics are resting.'))).catch(
        (error: unknown) => error,
      ),
  }),
  render: (args, { loaded }) => {
    const t = catalogueStoryT(loaded);
    return (
      <SpaceStatistics
        {...args}
        labels={spaceStatisticsLabelsOf(t)}
        state={{
          status: 'error',
          message: failureTextOf(sandboxData(loaded), t('something.wentWrong')),
          onRetry: fn(),
        }}
      />
    );
  },
  play: async ({ canvas, loaded }) => {
    const t = catalogueStoryT(loaded);
    await waitFor(() => expect(canvas.getAllByText(t('something.wentWrong'))[0]).toBeVisible());
    await expect(canvas.getByRole('button', { name: t('common.tryAgain') })).toBeVisible();
  },
};
