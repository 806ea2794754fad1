/**
 * Stories only: the list's words, and the demo person's drafts and the topics from the story's
 * sandbox; a confirmed delete goes to the sandbox through core's call, as the app's page sends it.
 */
import type { PortalLocale } from '@portal/core';
import {
  deleteIdeaDraft,
  getIdeaDrafts,
  getIdeaTopics,
  type IdeaDraft,
  type IdeaTopic,
} from '@portal/core/api/community';
import type { PortalClient } from '@portal/core/client';
import type { StoryContext } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { sandboxData, type SandboxStoryContext } from '../../../storybook/sandboxStory';
import { loadIdeaWritingWords } from '../ideaWritingStoryWords';
import { ideaDraftItemsOf, ideaDraftListLabelsOf } from '../views/ideaDraftList';
import type { IdeaWritingWords } from '../views/ideaSubmitForm';
import { IdeaDraftList, type IdeaDraftListProps } from './IdeaDraftList';

export interface IdeaDraftsStoryData {
  readonly t: IdeaWritingWords;
  readonly locale: PortalLocale;
  readonly client: PortalClient;
  readonly drafts: readonly IdeaDraft[];
  readonly topics: readonly IdeaTopic[];
}

export const onRetry = fn();
export const onDeleteSpy = fn();

/** The words, the demo person's drafts (sandbox seed 1: one) and the topics. */
export async function ideaDraftsStoryData({
  client,
  locale,
}: SandboxStoryContext): Promise<IdeaDraftsStoryData> {
  const [t, drafts, topics] = await Promise.all([
    loadIdeaWritingWords(locale),
    getIdeaDrafts(client),
    getIdeaTopics(client),
  ]);
  return { t, locale, client, drafts, topics };
}

/** Placeholder args: the stories render from their loaded data. */
export const BASE_ARGS: IdeaDraftListProps = {
  state: { status: 'loading' },
  labels: {} as IdeaDraftListProps['labels'],
  onDelete: async () => false,
};

function IdeaDraftsHarness({
  data,
  args,
}: {
  readonly data: IdeaDraftsStoryData;
  readonly args: IdeaDraftListProps;
}) {
  const { t, locale, client, topics } = data;
  const [drafts, setDrafts] = useState(data.drafts);
  const [announcement, setAnnouncement] = useState('');
  const state: IdeaDraftListProps['state'] =
    args.state.status !== 'ready'
      ? args.state
      : args.state.data.length === 0
        ? args.state
        : {
            status: 'ready',
            data: ideaDraftItemsOf(t, drafts, topics, locale, (id) => `#draft-${id}`),
          };
  return (
    <IdeaDraftList
      {...args}
      state={state}
      labels={ideaDraftListLabelsOf(t)}
      announcement={announcement}
      onDelete={async (id) => {
        onDeleteSpy(id);
        await deleteIdeaDraft(client, id);
        setDrafts(await getIdeaDrafts(client));
        setAnnouncement(t('community.drafts.deleted'));
        return true;
      }}
      emptyAction={<a href="#submit-idea">{t('community.drafts.newIdea')}</a>}
    />
  );
}

/** The list from a story's loaded data; a story's own loading, error or empty state wins. */
export function renderIdeaDrafts(
  args: IdeaDraftListProps,
  { loaded }: Pick<StoryContext, 'loaded'>,
) {
  return <IdeaDraftsHarness data={sandboxData<IdeaDraftsStoryData>(loaded)} args={args} />;
}
