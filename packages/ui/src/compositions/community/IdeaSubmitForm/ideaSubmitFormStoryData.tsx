/**
 * Stories only: the form's words, the topics and the demo person's public name from the story's
 * sandbox, and a send or draft save that goes to it through core's calls, as the app's page does.
 */
import type { PortalLocale } from '@portal/core';
import {
  getCommunityProfile,
  getIdeaDraft,
  getIdeaTopics,
  saveIdeaDraft,
  submitIdea,
  type IdeaDraft,
  type IdeaTopic,
} from '@portal/core/api/community';
import type { PortalClient } from '@portal/core/client';
import type { StoryContext } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sandboxData, type SandboxStoryContext } from '../../../storybook/sandboxStory';
import { loadIdeaWritingWords } from '../ideaWritingStoryWords';
import {
  ideaDraftResumeNoticeOf,
  ideaDraftSavedTextOf,
  ideaSubmitFormLabelsOf,
  ideaSubmitInitialOf,
  ideaTopicOptionsOf,
  type IdeaWritingWords,
} from '../views/ideaSubmitForm';
import { IdeaSubmitForm, type IdeaSubmitFormProps } from './IdeaSubmitForm';

export interface IdeaSubmitStoryData {
  readonly t: IdeaWritingWords;
  readonly locale: PortalLocale;
  readonly client: PortalClient;
  readonly topics: readonly IdeaTopic[];
  readonly publicName: string;
  readonly draft?: IdeaDraft;
}

/** Records what the stories send. */
export const onSendSpy = fn();
export const onRetry = fn();

/** The words, the topics and the demo person's public name (sandbox seed 1). */
export async function ideaSubmitStoryData({
  client,
  locale,
}: SandboxStoryContext): Promise<IdeaSubmitStoryData> {
  const [t, topics, profile] = await Promise.all([
    loadIdeaWritingWords(locale),
    getIdeaTopics(client),
    getCommunityProfile(client),
  ]);
  return { t, locale, client, topics, publicName: profile.publicName };
}

/** The same, with the demo person's seeded draft to continue (`draft-000001`). */
export async function ideaSubmitResumeData(
  context: SandboxStoryContext,
): Promise<IdeaSubmitStoryData> {
  const [data, draft] = await Promise.all([
    ideaSubmitStoryData(context),
    getIdeaDraft(context.client, 'draft-000001'),
  ]);
  return { ...data, draft };
}

/** Placeholder args: the stories render from their loaded data. */
export const BASE_ARGS: IdeaSubmitFormProps = {
  state: { status: 'loading' },
  labels: {} as IdeaSubmitFormProps['labels'],
  translate: (key) => key,
  onSend: async () => ({ kind: 'failed' }),
};

/**
 * Renders the form from a story's loaded data: ready unless the story's args say loading or error;
 * the idea and the draft go to the story's sandbox.
 */
export function renderIdeaSubmit(
  args: IdeaSubmitFormProps,
  { loaded }: Pick<StoryContext, 'loaded'>,
) {
  const { t, locale, client, topics, publicName, draft } = sandboxData<IdeaSubmitStoryData>(loaded);
  const state: IdeaSubmitFormProps['state'] =
    args.state.status !== 'ready'
      ? args.state
      : {
          status: 'ready',
          data: {
            topics: ideaTopicOptionsOf(topics, locale),
            consentHint: t('community.submit.sharingAs', { name: publicName }),
            ...(draft
              ? {
                  initial: ideaSubmitInitialOf(draft),
                  notice: ideaDraftResumeNoticeOf(t, draft, locale),
                }
              : {}),
          },
        };
  return (
    <IdeaSubmitForm
      {...args}
      state={state}
      labels={ideaSubmitFormLabelsOf(t)}
      translate={t}
      onSend={async (values) => {
        onSendSpy(values);
        await submitIdea(client, values);
        return { kind: 'sent' };
      }}
      onSaveDraft={async (values) => {
        const saved = await saveIdeaDraft(client, {
          ...values,
          ...(draft ? { draftId: draft.draftId } : {}),
        });
        return { kind: 'saved', message: ideaDraftSavedTextOf(t, saved, locale) };
      }}
      sentAction={<a href="#my-ideas">{t('community.submit.goToMyIdeas')}</a>}
    />
  );
}
