/**
 * View models of `IdeaList` and `IdeaDetails`: the community's ideas (core's community calls) and
 * the catalogue's words as their props.
 */
import {
  IDEA_STATUS_KEY,
  canCommentOnIdea,
  canSupportIdea,
  formatDate,
  ideaHistoryInOrder,
  ideaPage,
  initialsOf,
  type IdeaStatus,
  type PortalLocale,
  type StatusBarColor,
} from '@portal/core';
import type {
  CommunityAuthor,
  IdeaComment,
  IdeaDetails,
  IdeaSummary,
  IdeaTopic,
} from '@portal/core/api/community';
import type { IdeaDetailsData, IdeaDetailsLabels } from '../IdeaDetails/IdeaDetails';
import type { IdeaCardData, IdeaListLabels } from '../IdeaList/IdeaList';
import type { CommunityT } from './translator';

/**
 * The tone of each status: waiting (submitted) is neutral, being looked at is attention, a yes is
 * success, a no is danger. The words always say the status; the tone only echoes it.
 */
const STATUS_TONE: Readonly<Record<IdeaStatus, StatusBarColor>> = {
  submitted: 'neutral',
  underReview: 'attention',
  accepted: 'success',
  implemented: 'success',
  declined: 'danger',
};

/** A status in words and tone. */
export function ideaStatusOf(status: IdeaStatus, t: CommunityT) {
  return { label: t(IDEA_STATUS_KEY[status]), tone: STATUS_TONE[status] };
}

/** The topic's name in the page's language, or its id when the topics do not know it. */
export function topicNameOf(
  topicId: string,
  topics: readonly IdeaTopic[],
  locale: PortalLocale,
): string {
  const topic = topics.find((candidate) => candidate.topicId === topicId);
  if (!topic) return topicId;
  return locale === 'en' ? topic.nameEn : topic.nameAr;
}

/** The letters of a public name's avatar: its first word's and its last word's (core's `initialsOf`). */
export function publicNameInitials(publicName: string): string {
  const words = publicName.trim().split(/\s+/);
  return initialsOf(words[0] ?? '', words.length > 1 ? (words.at(-1) ?? '') : '');
}

function authorOf(author: CommunityAuthor) {
  return {
    name: author.publicName,
    initials: publicNameInitials(author.publicName),
    ...(author.avatarId ? { avatarId: author.avatarId } : {}),
  };
}

/** What a card of the listing shows: title (a link to the idea), excerpt, topic, status, author, counts. */
export function ideaCardOf(
  idea: IdeaSummary,
  topics: readonly IdeaTopic[],
  t: CommunityT,
  locale: PortalLocale,
): IdeaCardData {
  return {
    id: idea.ideaId,
    title: idea.title,
    href: `/${locale}${ideaPage(idea.ideaId).path}`,
    ...(idea.excerpt ? { excerpt: idea.excerpt } : {}),
    topic: topicNameOf(idea.topicId, topics, locale),
    status: ideaStatusOf(idea.status, t),
    author: authorOf(idea.author),
    byline: t('community.idea.by', { name: idea.author.publicName }),
    submitted: t('community.idea.submittedOn', {
      date: formatDate(idea.submittedAt, { locale }),
    }),
    supporters: t('community.idea.supporters', { count: idea.supportersCount }),
    comments: t('community.idea.comments', { count: idea.commentsCount }),
  };
}

/** The words of `IdeaList` (namespaces community and common). */
export function ideaListLabelsOf(t: CommunityT): IdeaListLabels {
  return {
    loading: t('community.listing.loading'),
    empty: t('community.empty.ideas'),
    retry: t('common.tryAgain'),
    retrying: t('community.listing.retrying'),
    topic: t('community.idea.topic'),
  };
}

function commentOf(comment: IdeaComment, t: CommunityT, locale: PortalLocale) {
  return {
    id: comment.commentId,
    author: authorOf(comment.author),
    ...(comment.mine ? { mine: t('community.idea.yourComment') } : {}),
    text: comment.text,
    posted: formatDate(comment.postedAt, { locale }),
  };
}

/**
 * What an idea's page shows: the idea, its status history in the order it happened (core's
 * `ideaHistoryInOrder`), the official answer, the comments, and what the person may do now (core's
 * `canSupportIdea` / `canCommentOnIdea`).
 */
export function ideaDetailsOf(
  idea: IdeaDetails,
  topics: readonly IdeaTopic[],
  t: CommunityT,
  locale: PortalLocale,
): IdeaDetailsData {
  return {
    id: idea.ideaId,
    title: idea.title,
    description: idea.description,
    topic: topicNameOf(idea.topicId, topics, locale),
    status: ideaStatusOf(idea.status, t),
    author: authorOf(idea.author),
    ...(idea.mine ? { mine: t('community.idea.yours') } : {}),
    submitted: t('community.idea.submittedOn', {
      date: formatDate(idea.submittedAt, { locale }),
    }),
    supporters: t('community.idea.supporters', { count: idea.supportersCount }),
    history: ideaHistoryInOrder(idea.history).map((step) => ({
      key: `${step.status}-${step.at}`,
      text: t('community.idea.historyStep', {
        status: t(IDEA_STATUS_KEY[step.status]),
        date: formatDate(step.at, { locale }),
      }),
    })),
    ...(idea.officialAnswer
      ? {
          officialAnswer: {
            text: idea.officialAnswer.text,
            by: t('community.idea.answeredBy', {
              entity: idea.officialAnswer.entityName,
              date: formatDate(idea.officialAnswer.answeredAt, { locale }),
            }),
          },
        }
      : {}),
    comments: idea.comments.map((comment) => commentOf(comment, t, locale)),
    supportOpen: canSupportIdea(idea.status),
    commentsOpen: canCommentOnIdea(idea.status),
  };
}

/** The words of `IdeaDetails` (namespaces community and common). */
export function ideaDetailsLabelsOf(t: CommunityT): IdeaDetailsLabels {
  return {
    loading: t('community.idea.loading'),
    retry: t('common.tryAgain'),
    retrying: t('community.listing.retrying'),
    notFound: t('community.error.notFound'),
    topic: t('community.idea.topic'),
    status: t('community.idea.status'),
    author: t('community.idea.author'),
    description: t('community.idea.descriptionHeading'),
    history: t('community.idea.history'),
    officialAnswer: t('community.idea.officialAnswer'),
    comments: t('community.idea.commentsHeading'),
    noComments: t('community.empty.comments'),
    closedToSupport: t('community.idea.closedToSupport'),
    closedToComments: t('community.idea.closedToComments'),
  };
}
