import * as z from 'zod/mini';
import { defineCall } from '../../client/defineCall';
import { emptyRequestSchema, envelopeOf } from '../internal/envelope';
import { idText, listOf, numeric, optionalText } from '../internal/wireValues';
import { IDEA_STATUSES } from '../../rules/community/ideaStatus';
import { LEADERBOARD_PERIODS } from '../../rules/community/leaderboard';
import {
  COMMENT_MAX_LENGTH,
  IDEA_DESCRIPTION_MAX_LENGTH,
  IDEA_TITLE_MAX_LENGTH,
  PUBLIC_NAME_MAX_LENGTH,
} from '../../rules/validation/communityForms';

/*
 * The community (tamm-by-you, issue W): residents' ideas, their drafts, support and comments, the
 * leaderboard and the public profile. **ASSUMED: the specs show no call for this area** (spec 001 §2
 * lists its routes only); every call here is the portal's design, listed in docs/clients.md. All sit
 * under `/api/community`, answer the envelope and read `success: false` as a refusal to show (spec
 * 000 §8). A visitor may read ideas, topics and the leaderboard; everything else is a person's own
 * and needs a session. Requests carry limits a little above the forms' (the forms in
 * rules/community are stricter and say why), so the server, not the schema, refuses what a
 * person typed, in their language.
 */

/** Prefix of the community's calls. Assumption, see above. */
export const COMMUNITY_PREFIX = '/api/community';

/** Most ideas one page of the listing holds (the request's `pageSize` is at most this). */
export const IDEA_LIST_MAX_PAGE_SIZE = 50;

/** Ideas a page of the listing holds when the caller does not say. */
export const IDEA_LIST_PAGE_SIZE = 12;

/** Most entries the leaderboard answers (the request's `limit` is at most this). */
export const LEADERBOARD_MAX_LIMIT = 50;

const ideaStatusSchema = z.enum(IDEA_STATUSES);
const numericId = z.string().check(z.regex(/^\d{1,12}$/, 'expected a numeric id'));
/** A whole number ≥ 0 (a count, a rank, a page), sent as a number or a numeric string. */
const count = z.pipe(
  numeric,
  z
    .number()
    .check(z.refine((value) => Number.isSafeInteger(value) && value >= 0, 'expected a count')),
);

/** A person as the community shows them: their public name and avatar, never their real name. */
export const communityAuthorSchema = z.object({
  publicName: z.string(),
  avatarId: optionalText,
});

/** Wire type of {@link communityAuthorSchema}. */
export type CommunityAuthor = z.infer<typeof communityAuthorSchema>;

/** A topic ideas are filed under, named in both languages. */
export const ideaTopicSchema = z.object({
  topicId: z.string().check(z.minLength(1)),
  nameEn: z.string(),
  nameAr: z.string(),
});

/** Wire type of {@link ideaTopicSchema}. */
export type IdeaTopic = z.infer<typeof ideaTopicSchema>;

/** An idea as a list shows it. Ids are numeric (the idea's page is `/tamm-by-you/ideas/{id}`). */
export const ideaSummarySchema = z.object({
  ideaId: z.pipe(idText, numericId),
  title: z.string(),
  /** The first lines of the description, for a card. */
  excerpt: optionalText,
  topicId: z.string(),
  status: ideaStatusSchema,
  author: communityAuthorSchema,
  submittedAt: z.string(),
  supportersCount: count,
  commentsCount: count,
});

/** Wire type of {@link ideaSummarySchema}. */
export type IdeaSummary = z.infer<typeof ideaSummarySchema>;

/** Wire payload of the listing: filters, order and page (from 1). */
export const ideaListRequestSchema = z.object({
  topic: z.optional(z.string().check(z.minLength(1), z.maxLength(40))),
  status: z.optional(ideaStatusSchema),
  sort: z.optional(z.enum(['newest', 'mostSupported'])),
  page: z.optional(z.int().check(z.gte(1))),
  pageSize: z.optional(z.int().check(z.gte(1), z.lte(IDEA_LIST_MAX_PAGE_SIZE))),
});

/** Wire type of {@link ideaListRequestSchema}. */
export type IdeaListRequest = z.infer<typeof ideaListRequestSchema>;

/** Answer of the listing: one page of ideas and how many match in all (core's `pageCountOf`). */
export const ideaListSchema = z.object({
  items: listOf(ideaSummarySchema),
  total: count,
  page: count,
  pageSize: count,
});

/** Wire type of {@link ideaListSchema}. */
export type IdeaList = z.infer<typeof ideaListSchema>;

/**
 * GET /api/community/ideas. **Assumed call (the specs show none):** the community's ideas (other
 * people's and the person's own), filtered by topic and status, newest first or most supported
 * first, one page at a time. Anyone may read it.
 */
export const ideaListCall = defineCall({
  id: 'community.ideaList',
  method: 'GET',
  path: `${COMMUNITY_PREFIX}/ideas`,
  failsOnUnsuccessful: true,
  request: ideaListRequestSchema,
  response: envelopeOf(ideaListSchema),
});

/** One dated step of an idea's status history. */
export const ideaStatusStepSchema = z.object({ status: ideaStatusSchema, at: z.string() });

/** A comment on an idea. */
export const ideaCommentSchema = z.object({
  commentId: idText,
  author: communityAuthorSchema,
  text: z.string(),
  postedAt: z.string(),
  /** Whether the person signed in wrote it. */
  mine: z.optional(z.boolean()),
});

/** Wire type of {@link ideaCommentSchema}. */
export type IdeaComment = z.infer<typeof ideaCommentSchema>;

/** The government's answer to an idea: who answered for it and what they said. */
export const officialAnswerSchema = z.object({
  entityName: z.string(),
  text: z.string(),
  answeredAt: z.string(),
});

/** Wire type of {@link officialAnswerSchema}. */
export type OfficialAnswer = z.infer<typeof officialAnswerSchema>;

/** An idea in full, for its page. */
export const ideaDetailsSchema = z.object({
  ...ideaSummarySchema.shape,
  description: z.string(),
  /** The idea's history, oldest first (core's `ideaHistoryInOrder` puts any other order right). */
  history: listOf(ideaStatusStepSchema),
  /** Whether the person signed in supports it (false for a visitor). */
  supportedByMe: z.boolean(),
  /** Whether the person signed in wrote it. */
  mine: z.boolean(),
  comments: listOf(ideaCommentSchema),
  officialAnswer: z.nullish(officialAnswerSchema),
  attachmentName: optionalText,
});

/** Wire type of {@link ideaDetailsSchema}. */
export type IdeaDetails = z.infer<typeof ideaDetailsSchema>;

/** Path of one idea: `{id}` is the idea's numeric id. */
const IDEA_PATH = `${COMMUNITY_PREFIX}/ideas/{id}` as const;

/**
 * GET /api/community/ideas/{id}. **Assumed call (the specs show none):** one idea with its history,
 * comments and official answer; 404 when there is no such idea. Anyone may read it.
 */
export const ideaDetailsCall = defineCall({
  id: 'community.ideaDetails',
  method: 'GET',
  path: IDEA_PATH,
  failsOnUnsuccessful: true,
  request: emptyRequestSchema,
  response: envelopeOf(ideaDetailsSchema),
});

/** Wire payload of support: whether the person supports the idea after the call. */
export const ideaSupportRequestSchema = z.object({ supported: z.boolean() });

/** Answer of support: the idea's count and the person's support as they now stand. */
export const ideaSupportSchema = z.object({ supportersCount: count, supportedByMe: z.boolean() });

/** Wire type of {@link ideaSupportSchema}. */
export type IdeaSupport = z.infer<typeof ideaSupportSchema>;

/**
 * POST /api/community/ideas/{id}/support. **Assumed call (the specs show none):** sets the signed-in
 * person's support (`supported: true`) or withdraws it (`false`). One support per person: it sets a
 * state rather than adding one, so sending it twice is the same as once (idempotent, retried after a
 * network failure). Refused on an idea no longer open (core's `canSupportIdea`) and on one's own.
 */
export const ideaSupportCall = defineCall({
  id: 'community.ideaSupport',
  method: 'POST',
  path: `${IDEA_PATH}/support`,
  idempotent: true,
  failsOnUnsuccessful: true,
  request: ideaSupportRequestSchema,
  response: envelopeOf(ideaSupportSchema),
});

/** Wire payload of a comment: its text (core's `commentProblem` checks the form's limits). */
export const ideaCommentRequestSchema = z.object({
  text: z.string().check(z.maxLength(COMMENT_MAX_LENGTH * 2)),
});

/**
 * POST /api/community/ideas/{id}/comments. **Assumed call (the specs show none):** adds the
 * signed-in person's comment and answers it as stored. Refused when the text is empty or longer than
 * 1,000 characters, or the idea is closed to comments (core's `canCommentOnIdea`). Not idempotent.
 */
export const ideaCommentCall = defineCall({
  id: 'community.ideaComment',
  method: 'POST',
  path: `${IDEA_PATH}/comments`,
  failsOnUnsuccessful: true,
  request: ideaCommentRequestSchema,
  response: envelopeOf(ideaCommentSchema),
});

/**
 * GET /api/community/topics. **Assumed call (the specs show none):** the topics an idea can be filed
 * under, in both languages, in the order to show. Anyone may read it.
 */
export const ideaTopicsCall = defineCall({
  id: 'community.topics',
  method: 'GET',
  path: `${COMMUNITY_PREFIX}/topics`,
  failsOnUnsuccessful: true,
  request: emptyRequestSchema,
  response: envelopeOf(listOf(ideaTopicSchema)),
});

const titleText = z.string().check(z.maxLength(IDEA_TITLE_MAX_LENGTH * 2));
const descriptionText = z.string().check(z.maxLength(IDEA_DESCRIPTION_MAX_LENGTH * 2));
const fileId = z.string().check(z.regex(/^[\w-]{1,100}$/, 'expected an uploaded file id'));
const draftId = z.string().check(z.regex(/^[\w-]{1,40}$/, 'expected a draft id'));

/**
 * Wire payload of a submission: the idea form's values (core's `validateIdea`), the id of a file
 * sent first with the upload call (`common.fileUpload`, which carries the CSRF token), consent, and
 * the draft it was finished from (deleted once the idea is in).
 */
export const ideaSubmitRequestSchema = z.object({
  title: titleText,
  description: descriptionText,
  topicId: z.string(),
  attachmentFileId: z.optional(fileId),
  consent: z.boolean(),
  draftId: z.optional(draftId),
});

/** Wire type of {@link ideaSubmitRequestSchema}. */
export type IdeaSubmitRequest = z.infer<typeof ideaSubmitRequestSchema>;

/** Answer of a submission: the new idea's id (its page) and status. */
export const ideaSubmittedSchema = z.object({
  ideaId: z.pipe(idText, numericId),
  status: ideaStatusSchema,
  submittedAt: z.string(),
});

/** Wire type of {@link ideaSubmittedSchema}. */
export type IdeaSubmitted = z.infer<typeof ideaSubmittedSchema>;

/**
 * POST /api/community/ideas. **Assumed call (the specs show none):** sends the signed-in person's
 * idea; it starts `submitted`. Refused, naming the field, when the title or description is missing
 * or outside its length, the topic unknown, the attachment not one of the person's uploads, or
 * consent not given. Not idempotent (a retry could file the idea twice).
 */
export const ideaSubmitCall = defineCall({
  id: 'community.ideaSubmit',
  method: 'POST',
  path: `${COMMUNITY_PREFIX}/ideas`,
  failsOnUnsuccessful: true,
  request: ideaSubmitRequestSchema,
  response: envelopeOf(ideaSubmittedSchema),
});

/** A saved draft of an idea: what was filled in, and when it was last saved. */
export const ideaDraftSchema = z.object({
  draftId: idText,
  title: optionalText,
  description: optionalText,
  topicId: optionalText,
  attachmentFileId: optionalText,
  attachmentName: optionalText,
  savedAt: z.string(),
});

/** Wire type of {@link ideaDraftSchema}. */
export type IdeaDraft = z.infer<typeof ideaDraftSchema>;

/** Wire payload of a draft save: a new draft without `draftId`, an update with it. */
export const ideaDraftSaveRequestSchema = z.object({
  draftId: z.optional(draftId),
  title: z.optional(titleText),
  description: z.optional(descriptionText),
  topicId: z.optional(z.string()),
  attachmentFileId: z.optional(fileId),
});

/** Wire type of {@link ideaDraftSaveRequestSchema}. */
export type IdeaDraftSaveRequest = z.infer<typeof ideaDraftSaveRequestSchema>;

/**
 * POST /api/community/drafts. **Assumed call (the specs show none):** saves a draft (core's
 * `validateIdeaDraft`: unfinished is fine, empty is not) and answers it as stored; with a `draftId`
 * it replaces that draft (404 when the person has none by that id). Saving the same update twice
 * stores the same draft, but a new draft sent twice is two drafts: not idempotent.
 */
export const ideaDraftSaveCall = defineCall({
  id: 'community.draftSave',
  method: 'POST',
  path: `${COMMUNITY_PREFIX}/drafts`,
  failsOnUnsuccessful: true,
  request: ideaDraftSaveRequestSchema,
  response: envelopeOf(ideaDraftSchema),
});

/**
 * GET /api/community/drafts. **Assumed call (the specs show none):** the signed-in person's
 * drafts, last saved first.
 */
export const ideaDraftListCall = defineCall({
  id: 'community.draftList',
  method: 'GET',
  path: `${COMMUNITY_PREFIX}/drafts`,
  failsOnUnsuccessful: true,
  request: emptyRequestSchema,
  response: envelopeOf(listOf(ideaDraftSchema)),
});

/**
 * GET /api/community/drafts/{draftId}. **Assumed call (the specs show none):** one of the person's
 * drafts, to resume it; 404 when they have none by that id.
 */
export const ideaDraftCall = defineCall({
  id: 'community.draft',
  method: 'GET',
  path: `${COMMUNITY_PREFIX}/drafts/{draftId}`,
  failsOnUnsuccessful: true,
  request: emptyRequestSchema,
  response: envelopeOf(ideaDraftSchema),
});

/**
 * POST /api/community/drafts/{draftId}/delete. **Assumed call (the specs show none):** deletes one of
 * the person's drafts (the page asks first); 404 when they have none by that id, so deleting twice
 * says the second time that it is gone.
 */
export const ideaDraftDeleteCall = defineCall({
  id: 'community.draftDelete',
  method: 'POST',
  path: `${COMMUNITY_PREFIX}/drafts/{draftId}/delete`,
  failsOnUnsuccessful: true,
  request: emptyRequestSchema,
  response: envelopeOf(z.object({ draftId: idText })),
});

/**
 * GET /api/community/my-ideas. **Assumed call (the specs show none):** every idea the signed-in
 * person submitted, newest first, with its status (a person files a few; no paging).
 */
export const myIdeasCall = defineCall({
  id: 'community.myIdeas',
  method: 'GET',
  path: `${COMMUNITY_PREFIX}/my-ideas`,
  failsOnUnsuccessful: true,
  request: emptyRequestSchema,
  response: envelopeOf(listOf(ideaSummarySchema)),
});

/** Wire payload of the leaderboard: the period and how many places. */
export const leaderboardRequestSchema = z.object({
  period: z.enum(LEADERBOARD_PERIODS),
  limit: z.optional(z.int().check(z.gte(1), z.lte(LEADERBOARD_MAX_LIMIT))),
});

/** One place of the leaderboard (core's `rankContributors`: equal scores share a rank). */
export const leaderboardEntrySchema = z.object({
  rank: count,
  ...communityAuthorSchema.shape,
  acceptedIdeas: count,
  supportReceived: count,
});

/** Wire type of {@link leaderboardEntrySchema}. */
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

/** Answer of the leaderboard. */
export const leaderboardSchema = z.object({
  period: z.enum(LEADERBOARD_PERIODS),
  /** Start of the period (ISO 8601); absent for all time. */
  from: optionalText,
  entries: listOf(leaderboardEntrySchema),
  /**
   * The signed-in person's own place, even outside the places answered; `null` for a visitor or a
   * person with nothing counted in the period.
   */
  me: z.nullish(leaderboardEntrySchema),
});

/** Wire type of {@link leaderboardSchema}. */
export type Leaderboard = z.infer<typeof leaderboardSchema>;

/**
 * GET /api/community/leaderboard. **Assumed call (the specs show none):** contributors ranked by
 * accepted ideas, then support received, this month (UAE time) or all time, and the signed-in
 * person's own place. Anyone may read it.
 */
export const leaderboardCall = defineCall({
  id: 'community.leaderboard',
  method: 'GET',
  path: `${COMMUNITY_PREFIX}/leaderboard`,
  failsOnUnsuccessful: true,
  request: leaderboardRequestSchema,
  response: envelopeOf(leaderboardSchema),
});

/** The person's public profile in the community. */
export const communityProfileSchema = z.object({
  publicName: z.string(),
  avatarId: z.string(),
});

/** Wire type of {@link communityProfileSchema}. */
export type CommunityProfile = z.infer<typeof communityProfileSchema>;

/**
 * GET /api/community/profile. **Assumed call (the specs show none):** the public name and avatar the
 * signed-in person shows in the community (a default one until they choose).
 */
export const communityProfileCall = defineCall({
  id: 'community.profile',
  method: 'GET',
  path: `${COMMUNITY_PREFIX}/profile`,
  failsOnUnsuccessful: true,
  request: emptyRequestSchema,
  response: envelopeOf(communityProfileSchema),
});

/** Wire payload of a profile change (core's `validateCommunityProfile`). */
export const communityProfileSaveRequestSchema = z.object({
  publicName: z.string().check(z.maxLength(PUBLIC_NAME_MAX_LENGTH * 2)),
  avatarId: z.string().check(z.maxLength(40)),
});

/**
 * POST /api/community/profile. **Assumed call (the specs show none):** changes the public name and
 * avatar, refused naming the field; sets a state, so idempotent. The name shows on the person's
 * ideas, comments and leaderboard place from then on.
 */
export const communityProfileSaveCall = defineCall({
  id: 'community.profileSave',
  method: 'POST',
  path: `${COMMUNITY_PREFIX}/profile`,
  idempotent: true,
  failsOnUnsuccessful: true,
  request: communityProfileSaveRequestSchema,
  response: envelopeOf(communityProfileSchema),
});
