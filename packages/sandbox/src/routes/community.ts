import {
  IDEA_LIST_PAGE_SIZE,
  communityProfileCall,
  communityProfileSaveCall,
  ideaCommentCall,
  ideaDetailsCall,
  ideaDraftCall,
  ideaDraftDeleteCall,
  ideaDraftListCall,
  ideaDraftSaveCall,
  ideaListCall,
  ideaSubmitCall,
  ideaSupportCall,
  ideaTopicsCall,
  leaderboardCall,
  myIdeasCall,
} from '@portal/core/api/community';
import {
  IDEA_FIELDS,
  canCommentOnIdea,
  canSupportIdea,
  commentProblem,
  isInLeaderboardWindow,
  leaderboardWindowOf,
  rankContributors,
  validateCommunityProfile,
  validateIdea,
  validateIdeaDraft,
  type RuleMessageKey,
} from '@portal/core';
import type { CallRouter, SandboxContext } from '../http/callRouter';
import { refuse } from '../http/refuse';
import { langOf } from '../http/requestLanguage';
import { BUSINESS_REFUSALS } from '../refusals/business';
import { coreWords } from '../refusals/coreWords';
import { NOT_FOUND_REFUSALS } from '../refusals/notFound';
import {
  ME,
  statusOf,
  type CommunityComment,
  type CommunityIdea,
  type CommunityState,
} from '../state/community';
import type { Language } from '../state/text';

/** Most drafts a person keeps. Choice: a list a page shows whole (the refusal's words say 20). */
export const MAX_COMMUNITY_DRAFTS = 20;

/** Places the leaderboard answers when the request does not say. */
export const LEADERBOARD_DEFAULT_LIMIT = 10;

/** Characters of a description a card shows. */
const EXCERPT_LENGTH = 140;

/** Whether the session is signed in (the public calls answer a visitor too). */
const signedIn = (c: SandboxContext) => c.var.world.auth.signedIn;

/** Who wrote something, as the community shows them: the public name in the reader's language. */
function authorOf(community: CommunityState, by: string, lang: Language) {
  if (by === ME)
    return {
      publicName: community.profile.publicName[lang],
      avatarId: community.profile.avatarId,
    };
  const contributor = community.contributors.get(by);
  return {
    publicName: contributor?.publicName[lang] ?? '',
    avatarId: contributor?.avatarId ?? null,
  };
}

function excerptOf(text: string): string {
  const characters = Array.from(text);
  return characters.length <= EXCERPT_LENGTH
    ? text
    : `${characters
        .slice(0, EXCERPT_LENGTH - 1)
        .join('')
        .trimEnd()}…`;
}

function summaryOf(community: CommunityState, idea: CommunityIdea, lang: Language) {
  return {
    ideaId: String(idea.ideaId),
    title: idea.title[lang],
    excerpt: excerptOf(idea.description[lang]),
    topicId: idea.topicId,
    status: statusOf(idea),
    author: authorOf(community, idea.by, lang),
    submittedAt: idea.history[0]?.at ?? '',
    supportersCount: idea.supports.length,
    commentsCount: idea.comments.length,
  };
}

function commentOf(
  community: CommunityState,
  comment: CommunityComment,
  lang: Language,
  me: boolean,
) {
  return {
    commentId: comment.commentId,
    author: authorOf(community, comment.by, lang),
    text: comment.text[lang],
    postedAt: comment.postedAt,
    mine: me && comment.by === ME,
  };
}

/** The idea a path names, or `undefined` (an id that is not digits names none). */
function ideaOf(c: SandboxContext): CommunityIdea | undefined {
  const id = c.req.param('id') ?? '';
  if (!/^\d{1,12}$/.test(id)) return undefined;
  return c.var.world.community.ideas.find((idea) => idea.ideaId === Number(id));
}

const ideaNotFound = (c: SandboxContext) =>
  refuse(c, 404, NOT_FOUND_REFUSALS.idea(c.req.param('id') ?? ''));

/** A form refusal naming its field with core's own sentence (the page shows the same words). */
const refuseField = (c: SandboxContext, field: string, key: RuleMessageKey) =>
  refuse(c, 422, coreWords(key), [`${field}: ${key}`]);

/** The first refused field of a form check, in the form's order. */
function firstProblem(
  fieldErrors: Partial<Record<string, RuleMessageKey>>,
  order: readonly string[],
): [string, RuleMessageKey] | undefined {
  const field = order.find((name) => fieldErrors[name] !== undefined);
  return field === undefined ? undefined : [field, fieldErrors[field] as RuleMessageKey];
}

/**
 * The attachment's refusal, or `undefined`: an attached file must be one this session uploaded
 * through `common.fileUpload` (which checks the CSRF token), so an idea never names someone else's file.
 */
function attachmentRefusal(c: SandboxContext, fileId: string | undefined): Response | undefined {
  if (fileId === undefined) return undefined;
  return c.var.world.uploads.some((file) => file.fileId === fileId)
    ? undefined
    : refuseField(c, 'attachmentFileId', 'form.error.ideaAttachment');
}

const knownTopic = (community: CommunityState, topicId: string) =>
  community.topics.some((topic) => topic.topicId === topicId);

/**
 * The community (tamm-by-you, issue W; every call ASSUMED in core's api/community). A visitor reads
 * the ideas, an idea, the topics and the leaderboard; support, comments, submissions, drafts, my
 * ideas and the profile are a signed-in person's (401 otherwise: the router's default access).
 * Forms are checked with core's own rules (`validateIdea`, `validateIdeaDraft`, `commentProblem`,
 * `validateCommunityProfile`) and refused with 422 naming the first field in core's own sentence,
 * in the reader's language; support follows `canSupportIdea` and comments `canCommentOnIdea`
 * (409 otherwise); what does not exist is 404. Everything lives in the session's world, so the
 * reset control starts the community over.
 */
export function registerCommunityRoutes(router: CallRouter): void {
  router.answer(
    ideaListCall,
    (c, request) => {
      const lang = langOf(c);
      const community = c.var.world.community;
      const matching = community.ideas.filter(
        (idea) =>
          (request.topic === undefined || idea.topicId === request.topic) &&
          (request.status === undefined || statusOf(idea) === request.status),
      );
      const submittedAt = (idea: CommunityIdea) => Date.parse(idea.history[0]?.at ?? '');
      const newest = (a: CommunityIdea, b: CommunityIdea) =>
        submittedAt(b) - submittedAt(a) || b.ideaId - a.ideaId;
      matching.sort(
        request.sort === 'mostSupported'
          ? (a, b) => b.supports.length - a.supports.length || newest(a, b)
          : newest,
      );
      const page = request.page ?? 1;
      const pageSize = request.pageSize ?? IDEA_LIST_PAGE_SIZE;
      return c.json({
        success: true,
        data: {
          items: matching
            .slice((page - 1) * pageSize, page * pageSize)
            .map((idea) => summaryOf(community, idea, lang)),
          total: matching.length,
          page,
          pageSize,
        },
      });
    },
    { access: 'public' },
  );

  router.answer(
    ideaDetailsCall,
    (c) => {
      const idea = ideaOf(c);
      if (idea === undefined) return ideaNotFound(c);
      const lang = langOf(c);
      const community = c.var.world.community;
      const me = signedIn(c);
      const attachment = idea.attachment;
      return c.json({
        success: true,
        data: {
          ...summaryOf(community, idea, lang),
          description: idea.description[lang],
          history: idea.history,
          supportedByMe: me && idea.supports.some((support) => support.by === ME),
          mine: me && idea.by === ME,
          comments: idea.comments.map((comment) => commentOf(community, comment, lang, me)),
          officialAnswer:
            idea.officialAnswer === undefined
              ? null
              : {
                  entityName: idea.officialAnswer.entityName[lang],
                  text: idea.officialAnswer.text[lang],
                  answeredAt: idea.officialAnswer.answeredAt,
                },
          attachmentName: attachment?.name ?? null,
        },
      });
    },
    { access: 'public' },
  );

  router.answer(ideaSupportCall, (c, request) => {
    const idea = ideaOf(c);
    if (idea === undefined) return ideaNotFound(c);
    if (idea.by === ME) return refuse(c, 409, BUSINESS_REFUSALS.ownIdeaSupport);
    const index = idea.supports.findIndex((support) => support.by === ME);
    const supported = index >= 0;
    // Asking for the state it is already in answers it, even on a closed idea: one support per person.
    if (supported !== request.supported) {
      if (!canSupportIdea(statusOf(idea)))
        return refuse(c, 409, BUSINESS_REFUSALS.ideaClosedToSupport);
      if (request.supported) idea.supports.push({ by: ME, at: c.var.now().toISOString() });
      else idea.supports.splice(index, 1);
    }
    return c.json({
      success: true,
      data: { supportersCount: idea.supports.length, supportedByMe: request.supported },
    });
  });

  router.answer(ideaCommentCall, (c, request) => {
    const idea = ideaOf(c);
    if (idea === undefined) return ideaNotFound(c);
    if (!canCommentOnIdea(statusOf(idea)))
      return refuse(c, 409, BUSINESS_REFUSALS.ideaClosedToComments);
    const problem = commentProblem(request.text);
    if (problem !== undefined) return refuseField(c, 'text', problem);
    const community = c.var.world.community;
    const text = request.text.trim();
    const comment: CommunityComment = {
      commentId: `cm-${String(community.nextItem).padStart(6, '0')}`,
      by: ME,
      text: { en: text, ar: text },
      postedAt: c.var.now().toISOString(),
    };
    community.nextItem += 1;
    idea.comments.push(comment);
    return c.json({ success: true, data: commentOf(community, comment, langOf(c), true) });
  });

  router.answer(
    ideaTopicsCall,
    (c) =>
      c.json({
        success: true,
        data: c.var.world.community.topics.map((topic) => ({
          topicId: topic.topicId,
          nameEn: topic.name.en,
          nameAr: topic.name.ar,
        })),
      }),
    { access: 'public' },
  );

  router.answer(ideaSubmitCall, (c, request) => {
    const community = c.var.world.community;
    const checked = validateIdea(request);
    if (!checked.ok) {
      const [field, key] = firstProblem(checked.fieldErrors, IDEA_FIELDS) ?? [
        'title',
        'form.error.ideaTitleRequired',
      ];
      return refuseField(c, field, key);
    }
    const idea = checked.value;
    if (!knownTopic(community, idea.topicId))
      return refuseField(c, 'topicId', 'form.error.ideaTopic');
    const refusedAttachment = attachmentRefusal(c, idea.attachmentFileId);
    if (refusedAttachment) return refusedAttachment;
    const at = c.var.now().toISOString();
    const file = c.var.world.uploads.find((upload) => upload.fileId === idea.attachmentFileId);
    const ideaId = community.nextIdeaId;
    community.nextIdeaId += 1;
    community.ideas.push({
      ideaId,
      by: ME,
      title: { en: idea.title, ar: idea.title },
      description: { en: idea.description, ar: idea.description },
      topicId: idea.topicId,
      history: [{ status: 'submitted', at }],
      supports: [],
      comments: [],
      ...(file === undefined ? {} : { attachment: { fileId: file.fileId, name: file.name } }),
    });
    // The draft it was finished from is done with.
    if (request.draftId !== undefined) community.drafts.delete(request.draftId);
    return c.json({
      success: true,
      data: { ideaId: String(ideaId), status: 'submitted' as const, submittedAt: at },
    });
  });

  const draftOf = (c: SandboxContext, id: string) => {
    const draft = c.var.world.community.drafts.get(id);
    const file = c.var.world.uploads.find((upload) => upload.fileId === draft?.attachmentFileId);
    return draft === undefined ? undefined : { ...draft, attachmentName: file?.name ?? null };
  };

  router.answer(ideaDraftSaveCall, (c, request) => {
    const community = c.var.world.community;
    const checked = validateIdeaDraft(request);
    if (!checked.ok) {
      const [field, key] = firstProblem(checked.fieldErrors, IDEA_FIELDS) ?? [
        'title',
        'form.error.ideaDraftEmpty',
      ];
      return refuseField(c, field, key);
    }
    const values = checked.value;
    if (values.topicId !== undefined && !knownTopic(community, values.topicId))
      return refuseField(c, 'topicId', 'form.error.ideaTopic');
    const refusedAttachment = attachmentRefusal(c, values.attachmentFileId);
    if (refusedAttachment) return refusedAttachment;
    let draftId = request.draftId;
    if (draftId !== undefined && !community.drafts.has(draftId))
      return refuse(c, 404, NOT_FOUND_REFUSALS.ideaDraft(draftId));
    if (draftId === undefined) {
      if (community.drafts.size >= MAX_COMMUNITY_DRAFTS)
        return refuse(c, 409, BUSINESS_REFUSALS.tooManyDrafts);
      draftId = `draft-${String(community.nextItem).padStart(6, '0')}`;
      community.nextItem += 1;
    }
    community.drafts.set(draftId, { draftId, ...values, savedAt: c.var.now().toISOString() });
    return c.json({ success: true, data: draftOf(c, draftId) });
  });

  router.answer(ideaDraftListCall, (c) =>
    c.json({
      success: true,
      data: [...c.var.world.community.drafts.values()]
        .sort((a, b) => Date.parse(b.savedAt) - Date.parse(a.savedAt))
        .map((draft) => draftOf(c, draft.draftId)),
    }),
  );

  router.answer(ideaDraftCall, (c) => {
    const id = c.req.param('draftId') ?? '';
    const draft = draftOf(c, id);
    if (draft === undefined) return refuse(c, 404, NOT_FOUND_REFUSALS.ideaDraft(id));
    return c.json({ success: true, data: draft });
  });

  router.answer(ideaDraftDeleteCall, (c) => {
    const id = c.req.param('draftId') ?? '';
    if (!c.var.world.community.drafts.delete(id))
      return refuse(c, 404, NOT_FOUND_REFUSALS.ideaDraft(id));
    return c.json({ success: true, data: { draftId: id } });
  });

  router.answer(myIdeasCall, (c) => {
    const lang = langOf(c);
    const community = c.var.world.community;
    return c.json({
      success: true,
      data: community.ideas
        .filter((idea) => idea.by === ME)
        .sort((a, b) => b.ideaId - a.ideaId)
        .map((idea) => summaryOf(community, idea, lang)),
    });
  });

  router.answer(
    leaderboardCall,
    (c, request) => {
      const lang = langOf(c);
      const community = c.var.world.community;
      const window = leaderboardWindowOf(request.period, c.var.now());
      const scores = new Map<string, { accepted: number; support: number }>();
      for (const idea of community.ideas) {
        const score = scores.get(idea.by) ?? { accepted: 0, support: 0 };
        const accepted = idea.history.find((step) => step.status === 'accepted');
        if (accepted !== undefined && isInLeaderboardWindow(accepted.at, window))
          score.accepted += 1;
        score.support += idea.supports.filter((support) =>
          isInLeaderboardWindow(support.at, window),
        ).length;
        scores.set(idea.by, score);
      }
      const ranked = rankContributors(
        [...scores].map(([contributorId, score]) => ({
          contributorId,
          acceptedIdeas: score.accepted,
          supportReceived: score.support,
        })),
      );
      const entryOf = (entry: (typeof ranked)[number]) => ({
        rank: entry.rank,
        ...authorOf(community, entry.contributorId, lang),
        acceptedIdeas: entry.acceptedIdeas,
        supportReceived: entry.supportReceived,
      });
      const mine = signedIn(c) ? ranked.find((entry) => entry.contributorId === ME) : undefined;
      return c.json({
        success: true,
        data: {
          period: request.period,
          from: window.from?.toISOString() ?? null,
          entries: ranked.slice(0, request.limit ?? LEADERBOARD_DEFAULT_LIMIT).map(entryOf),
          me: mine === undefined ? null : entryOf(mine),
        },
      });
    },
    { access: 'public' },
  );

  router.answer(communityProfileCall, (c) => {
    const { profile } = c.var.world.community;
    return c.json({
      success: true,
      data: { publicName: profile.publicName[langOf(c)], avatarId: profile.avatarId },
    });
  });

  router.answer(communityProfileSaveCall, (c, request) => {
    const checked = validateCommunityProfile(request);
    if (!checked.ok) {
      const [field, key] = firstProblem(checked.fieldErrors, ['publicName', 'avatarId']) ?? [
        'publicName',
        'form.error.publicNameRequired',
      ];
      return refuseField(c, field, key);
    }
    const { profile } = c.var.world.community;
    // A name the person typed reads the same in both languages.
    profile.publicName = { en: checked.value.publicName, ar: checked.value.publicName };
    profile.avatarId = checked.value.avatarId;
    return c.json({ success: true, data: checked.value });
  });
}
