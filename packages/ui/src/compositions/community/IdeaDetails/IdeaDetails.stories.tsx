import {
  getIdeaDetails,
  getIdeaTopics,
  type IdeaDetails as IdeaDetailsAnswer,
  type IdeaTopic,
} from '@portal/core/api/community';
import { failureTextOf } from '@portal/core/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../../../components/Button';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { faultSaying, type ServerWords } from '../../../storybook/serverWords';
import { storyLocale } from '../../../storybook/storyLocale';
import { communityStoryT, communityWordsLoader } from '../communityStoryWords';
import { ideaDetailsLabelsOf, ideaDetailsOf } from '../views/ideas';
import { IdeaDetails } from './IdeaDetails';

const IDEA_UNAVAILABLE: ServerWords = {
  en: 'Ideas are unavailable during maintenance.',
  'ar-AE': 'الأفكار غير متاحة أثناء الصيانة.',
};

interface IdeaStoryData {
  readonly idea: IdeaDetailsAnswer;
  readonly topics: IdeaTopic[];
}

const loadIdea = (ideaId: string) =>
  sandboxStory({
    load: async ({ client }): Promise<IdeaStoryData> => ({
      idea: await getIdeaDetails(client, ideaId),
      topics: await getIdeaTopics(client),
    }),
  });

const meta = {
  title: 'Community/IdeaDetails',
  component: IdeaDetails,
  loaders: [communityWordsLoader],
  args: { state: { status: 'loading' }, labels: {} as never },
  argTypes: { state: { control: false }, labels: { control: false } },
} satisfies Meta<typeof IdeaDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The sandbox's idea 101, still open, as a signed-in person sees it: the support button beside the
 * count, the history, the comments and the comment form's place (the app's form).
 */
export const Content: Story = {
  parameters: loadIdea('101'),
  render: (args, { loaded, globals }) => {
    const t = communityStoryT(loaded);
    const { idea, topics } = sandboxData<IdeaStoryData>(loaded);
    return (
      <IdeaDetails
        {...args}
        labels={ideaDetailsLabelsOf(t)}
        state={{ status: 'ready', data: ideaDetailsOf(idea, topics, t, storyLocale(globals)) }}
        supportAction={<Button>{t('community.idea.support')}</Button>}
        commentForm={<p>{t('community.comment.label')}</p>}
      />
    );
  },
  play: async ({ canvas, loaded }) => {
    const t = communityStoryT(loaded);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('community.idea.support') })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: t('community.idea.history') })).toBeVisible();
    await expect(canvas.queryByText(t('community.idea.closedToSupport'))).toBeNull();
  },
};

/**
 * The sandbox's idea 104, implemented: no support control (its count is the record), the official
 * answer with who gave it and when, and comments closed.
 */
export const Decided: Story = {
  parameters: loadIdea('104'),
  render: (args, { loaded, globals }) => {
    const t = communityStoryT(loaded);
    const { idea, topics } = sandboxData<IdeaStoryData>(loaded);
    return (
      <IdeaDetails
        {...args}
        labels={ideaDetailsLabelsOf(t)}
        state={{ status: 'ready', data: ideaDetailsOf(idea, topics, t, storyLocale(globals)) }}
        supportAction={<Button>{t('community.idea.support')}</Button>}
      />
    );
  },
  play: async ({ canvas, loaded }) => {
    const t = communityStoryT(loaded);
    await expect(canvas.getByText(t('community.idea.closedToSupport'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('community.idea.support') })).toBeNull();
    await expect(
      canvas.getByRole('heading', { name: t('community.idea.officialAnswer') }),
    ).toBeVisible();
    await expect(canvas.getByText(t('community.idea.closedToComments'))).toBeVisible();
  },
};

/** While the idea loads: placeholders and the loading sentence. */
export const Loading: Story = {
  render: (args, { loaded }) => (
    <IdeaDetails {...args} labels={ideaDetailsLabelsOf(communityStoryT(loaded))} />
  ),
};

/** No idea by this id: the sentence and the way to all ideas. */
export const NotFound: Story = {
  render: (args, { loaded, globals }) => {
    const t = communityStoryT(loaded);
    return (
      <IdeaDetails
        {...args}
        labels={ideaDetailsLabelsOf(t)}
        state={{ status: 'ready', data: undefined }}
        notFoundAction={
          <a href={`/${storyLocale(globals)}/tamm-by-you/ideas/listing`}>
            {t('community.idea.backToListing')}
          </a>
        }
      />
    );
  },
  play: async ({ canvas, loaded }) => {
    const t = communityStoryT(loaded);
    await expect(canvas.getByText(t('community.error.notFound'))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('community.idea.backToListing') }),
    ).toBeVisible();
  },
};

/** The idea could not be read: the server's message and a retry. */
export const Error: Story = {
  parameters: sandboxStory({
    load: ({ clientWithFault, locale }) =>
      getIdeaDetails(clientWithFault(faultSaying('503', IDEA_UNAVAILABLE, locale)), '101').catch(
        (error: unknown) => error,
      ),
  }),
  args: { onRetry: fn() } as never,
  render: (args, { loaded }) => {
    const t = communityStoryT(loaded);
    return (
      <IdeaDetails
        {...args}
        labels={ideaDetailsLabelsOf(t)}
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
    await expect(canvas.getAllByText(IDEA_UNAVAILABLE[storyLocale(globals)])[0]).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common.tryAgain') })).toBeVisible();
  },
};
