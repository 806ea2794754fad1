/**
 * View model of `MyIdeaList`: its words (`community.myIdeas.*`, `community.page.myIdeas`) and the
 * person's ideas as its rows, each status in core's words (`IDEA_STATUS_KEY`) with a tone.
 */
import {
  formatDate,
  IDEA_STATUS_KEY,
  type IdeaStatus,
  type PortalLocale,
  type StatusBarColor,
} from '@portal/core';
import type { IdeaSummary, IdeaTopic } from '@portal/core/api/community';
import type { MyIdeaItem, MyIdeaListLabels } from '../MyIdeaList/MyIdeaList';
import type { IdeaWritingWords } from './ideaSubmitForm';

/** The list's words. */
export function myIdeaListLabelsOf(t: IdeaWritingWords): MyIdeaListLabels {
  return {
    title: t('community.page.myIdeas'),
    intro: t('community.myIdeas.intro'),
    list: t('community.myIdeas.listLabel'),
    empty: t('community.empty.myIdeas'),
    loading: t('common.loading'),
    retry: t('common.tryAgain'),
    retrying: t('common.loading'),
  };
}

/**
 * The tone a status tag takes: waiting is neutral, under review asks for attention, accepted and
 * implemented are good news, declined is the end of the road. A drawing choice, not a rule: which
 * statuses exist and what each allows is core's (`rules/community`).
 */
const STATUS_TONE: Readonly<Record<IdeaStatus, StatusBarColor>> = {
  submitted: 'neutral',
  underReview: 'attention',
  accepted: 'success',
  implemented: 'success',
  declined: 'danger',
};

/** A topic's name in the page's language, or its id when the topics do not list it. */
export function ideaTopicNameOf(
  topics: readonly IdeaTopic[],
  topicId: string,
  locale: PortalLocale,
): string {
  const topic = topics.find((candidate) => candidate.topicId === topicId);
  if (!topic) return topicId;
  return locale === 'en' ? topic.nameEn : topic.nameAr;
}

/**
 * The person's ideas as rows, in the server's order (newest first). `hrefOf` gives an idea's page
 * (the app's address of `ideas/{id}` under the page's language).
 */
export function myIdeaItemsOf(
  t: IdeaWritingWords,
  ideas: readonly IdeaSummary[],
  topics: readonly IdeaTopic[],
  locale: PortalLocale,
  hrefOf: (ideaId: string) => string,
): MyIdeaItem[] {
  return ideas.map((idea) => ({
    id: idea.ideaId,
    title: idea.title,
    href: hrefOf(idea.ideaId),
    status: { label: t(IDEA_STATUS_KEY[idea.status]), tone: STATUS_TONE[idea.status] },
    topic: ideaTopicNameOf(topics, idea.topicId, locale),
    submitted: t('community.idea.submittedOn', {
      date: formatDate(idea.submittedAt, { locale }),
    }),
    supporters: t('community.idea.supporters', { count: idea.supportersCount }),
    comments: t('community.idea.comments', { count: idea.commentsCount }),
  }));
}
