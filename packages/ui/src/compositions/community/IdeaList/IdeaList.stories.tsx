import {
  getIdeaList,
  getIdeaTopics,
  type IdeaList as IdeaListAnswer,
  type IdeaTopic,
} from '@portal/core/api/community';
import { failureTextOf } from '@portal/core/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { faultSaying, type ServerWords } from '../../../storybook/serverWords';
import { storyLocale } from '../../../storybook/storyLocale';
import { communityStoryT, communityWordsLoader } from '../communityStoryWords';
import { ideaCardOf, ideaListLabelsOf } from '../views/ideas';
import { IdeaList } from './IdeaList';

/** The server's own words for its refusal, in each page language (it answers in the reader's). */
const IDEAS_UNAVAILABLE: ServerWords = {
  en: 'Ideas are unavailable during maintenance.',
  'ar-AE': 'الأفكار غير متاحة أثناء الصيانة.',
};

interface IdeaPage {
  readonly list: IdeaListAnswer;
  readonly topics: IdeaTopic[];
}

const meta = {
  title: 'Community/IdeaList',
  component: IdeaList,
  loaders: [communityWordsLoader],
  args: { state: { status: 'loading' }, labels: {} as never },
  argTypes: { state: { control: false }, labels: { control: false } },
} satisfies Meta<typeof IdeaList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The sandbox's four newest ideas, as the community page shows them: each title opens the idea,
 * with its first lines, topic, status tag, author's public name and avatar, date and counts.
 */
export const Content: Story = {
  parameters: sandboxStory({
    load: async ({ client }): Promise<IdeaPage> => ({
      list: await getIdeaList(client, { sort: 'newest', pageSize: 4 }),
      topics: await getIdeaTopics(client),
    }),
  }),
  render: (args, { loaded, globals }) => {
    const t = communityStoryT(loaded);
    const locale = storyLocale(globals);
    const { list, topics } = sandboxData<IdeaPage>(loaded);
    return (
      <IdeaList
        {...args}
        labels={ideaListLabelsOf(t)}
        state={{
          status: 'ready',
          data: list.items.map((idea) => ideaCardOf(idea, topics, t, locale)),
        }}
      />
    );
  },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    const links = canvas.getAllByRole('link');
    await expect(links[0]).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^/${storyLocale(globals)}/tamm-by-you/ideas/\\d+$`)),
    );
  },
};

/** While the ideas load: card placeholders and the loading sentence. */
export const Loading: Story = {
  render: (args, { loaded }) => (
    <IdeaList {...args} labels={ideaListLabelsOf(communityStoryT(loaded))} />
  ),
};

/** No idea matches the filters: the sentence and the next step. */
export const Empty: Story = {
  render: (args, { loaded, globals }) => {
    const t = communityStoryT(loaded);
    return (
      <IdeaList
        {...args}
        labels={ideaListLabelsOf(t)}
        state={{ status: 'ready', data: [] }}
        emptyAction={
          <a href={`/${storyLocale(globals)}/tamm-by-you/ideas/listing`}>
            {t('community.listing.clearFilters')}
          </a>
        }
      />
    );
  },
  play: async ({ canvas, loaded }) => {
    const t = communityStoryT(loaded);
    await expect(canvas.getByText(t('community.empty.ideas'))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('community.listing.clearFilters') }),
    ).toBeVisible();
  },
};

/** The ideas could not be read: the server's message and a retry. */
export const Error: Story = {
  parameters: sandboxStory({
    load: ({ clientWithFault, locale }) =>
      getIdeaList(clientWithFault(faultSaying('503', IDEAS_UNAVAILABLE, locale))).catch(
        (error: unknown) => error,
      ),
  }),
  args: { onRetry: fn() } as never,
  render: (args, { loaded }) => {
    const t = communityStoryT(loaded);
    return (
      <IdeaList
        {...args}
        labels={ideaListLabelsOf(t)}
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
    await expect(canvas.getAllByText(IDEAS_UNAVAILABLE[storyLocale(globals)])[0]).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common.tryAgain') })).toBeVisible();
  },
};
