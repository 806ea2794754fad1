/**
 * Stories only: the list's words, and the demo person's ideas and the topics from the story's
 * sandbox, read through core's calls as the app reads them.
 */
import type { PortalLocale } from '@portal/core';
import {
  getIdeaTopics,
  getMyIdeas,
  type IdeaSummary,
  type IdeaTopic,
} from '@portal/core/api/community';
import type { StoryContext } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sandboxData, type SandboxStoryContext } from '../../../storybook/sandboxStory';
import { loadIdeaWritingWords } from '../ideaWritingStoryWords';
import type { IdeaWritingWords } from '../views/ideaSubmitForm';
import { myIdeaItemsOf, myIdeaListLabelsOf } from '../views/myIdeaList';
import { MyIdeaList, type MyIdeaListProps } from './MyIdeaList';

export interface MyIdeasStoryData {
  readonly t: IdeaWritingWords;
  readonly locale: PortalLocale;
  readonly ideas: readonly IdeaSummary[];
  readonly topics: readonly IdeaTopic[];
}

export const onRetry = fn();

/** The words, the demo person's ideas (sandbox seed 1) and the topics. */
export async function myIdeasStoryData({
  client,
  locale,
}: SandboxStoryContext): Promise<MyIdeasStoryData> {
  const [t, ideas, topics] = await Promise.all([
    loadIdeaWritingWords(locale),
    getMyIdeas(client),
    getIdeaTopics(client),
  ]);
  return { t, locale, ideas, topics };
}

/** Placeholder args: the stories render from their loaded data. */
export const BASE_ARGS: MyIdeaListProps = {
  state: { status: 'loading' },
  labels: {} as MyIdeaListProps['labels'],
};

/** The list from a story's loaded data; a story's own loading, error or empty state wins. */
export function renderMyIdeas(args: MyIdeaListProps, { loaded }: Pick<StoryContext, 'loaded'>) {
  const { t, locale, ideas, topics } = sandboxData<MyIdeasStoryData>(loaded);
  const state: MyIdeaListProps['state'] =
    args.state.status === 'ready' && args.state.data.length === 0
      ? args.state
      : args.state.status !== 'ready'
        ? args.state
        : {
            status: 'ready',
            data: myIdeaItemsOf(t, ideas, topics, locale, (id) => `#idea-${id}`),
          };
  return (
    <MyIdeaList
      {...args}
      state={state}
      labels={myIdeaListLabelsOf(t)}
      emptyAction={<a href="#submit-idea">{t('community.action.shareIdea')}</a>}
    />
  );
}
