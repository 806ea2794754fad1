import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import {
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
  type CommunityProfile,
  type IdeaComment,
  type IdeaDetails,
  type IdeaDraft,
  type IdeaDraftSaveRequest,
  type IdeaList,
  type IdeaListRequest,
  type IdeaSubmitRequest,
  type IdeaSubmitted,
  type IdeaSummary,
  type IdeaSupport,
  type IdeaTopic,
  type Leaderboard,
} from './communityCalls';
import type { LeaderboardPeriod } from '../../rules/community/leaderboard';

/*
 * The community's calls as functions (tamm-by-you, issue W; every call ASSUMED, see
 * communityCalls.ts). Each answers the envelope's `data`; each throws a `PortalError` on any failure,
 * `business` with the server's sentence on `success: false` (a refused form names its field).
 */

/** A numeric id as a path segment. @throws {RangeError} on anything but digits (a page's 404). */
function ideaIdParam(ideaId: string | number): string {
  const text = String(ideaId).trim();
  if (!/^\d{1,12}$/.test(text)) throw new RangeError('community: an idea id is numeric');
  return text;
}

/** One page of the community's ideas (`community.ideaList`). */
export async function getIdeaList(
  client: PortalClient,
  request: IdeaListRequest = {},
  options: CallOptions = {},
): Promise<IdeaList> {
  const response = await client.send(ideaListCall, { request, signal: options.signal });
  return response.data;
}

/** One idea in full (`community.ideaDetails`); 404 (`not-found`) when there is none. */
export async function getIdeaDetails(
  client: PortalClient,
  ideaId: string | number,
  options: CallOptions = {},
): Promise<IdeaDetails> {
  const response = await client.send(ideaDetailsCall, {
    request: {},
    params: { id: ideaIdParam(ideaId) },
    signal: options.signal,
  });
  return response.data;
}

/** Supports an idea (`true`) or withdraws the support (`false`); answers the count as it stands. */
export async function setIdeaSupport(
  client: PortalClient,
  ideaId: string | number,
  supported: boolean,
  options: CallOptions = {},
): Promise<IdeaSupport> {
  const response = await client.send(ideaSupportCall, {
    request: { supported },
    params: { id: ideaIdParam(ideaId) },
    signal: options.signal,
  });
  return response.data;
}

/** Comments on an idea; answers the comment as stored. */
export async function commentOnIdea(
  client: PortalClient,
  ideaId: string | number,
  text: string,
  options: CallOptions = {},
): Promise<IdeaComment> {
  const response = await client.send(ideaCommentCall, {
    request: { text },
    params: { id: ideaIdParam(ideaId) },
    signal: options.signal,
  });
  return response.data;
}

/** The topics an idea can be filed under. */
export async function getIdeaTopics(
  client: PortalClient,
  options: CallOptions = {},
): Promise<IdeaTopic[]> {
  const response = await client.send(ideaTopicsCall, { request: {}, signal: options.signal });
  return response.data;
}

/** Sends an idea (check it first with core's `validateIdea`). */
export async function submitIdea(
  client: PortalClient,
  request: IdeaSubmitRequest,
  options: CallOptions = {},
): Promise<IdeaSubmitted> {
  const response = await client.send(ideaSubmitCall, { request, signal: options.signal });
  return response.data;
}

/** Saves a new draft (no `draftId`) or replaces one; answers it as stored. */
export async function saveIdeaDraft(
  client: PortalClient,
  request: IdeaDraftSaveRequest,
  options: CallOptions = {},
): Promise<IdeaDraft> {
  const response = await client.send(ideaDraftSaveCall, { request, signal: options.signal });
  return response.data;
}

/** The person's drafts, last saved first. */
export async function getIdeaDrafts(
  client: PortalClient,
  options: CallOptions = {},
): Promise<IdeaDraft[]> {
  const response = await client.send(ideaDraftListCall, { request: {}, signal: options.signal });
  return response.data;
}

/** One of the person's drafts, to resume it. */
export async function getIdeaDraft(
  client: PortalClient,
  draftId: string,
  options: CallOptions = {},
): Promise<IdeaDraft> {
  const response = await client.send(ideaDraftCall, {
    request: {},
    params: { draftId },
    signal: options.signal,
  });
  return response.data;
}

/** Deletes one of the person's drafts. */
export async function deleteIdeaDraft(
  client: PortalClient,
  draftId: string,
  options: CallOptions = {},
): Promise<void> {
  await client.send(ideaDraftDeleteCall, {
    request: {},
    params: { draftId },
    signal: options.signal,
  });
}

/** The ideas the person submitted, newest first. */
export async function getMyIdeas(
  client: PortalClient,
  options: CallOptions = {},
): Promise<IdeaSummary[]> {
  const response = await client.send(myIdeasCall, { request: {}, signal: options.signal });
  return response.data;
}

/** The leaderboard of a period, with the person's own place when signed in. */
export async function getLeaderboard(
  client: PortalClient,
  period: LeaderboardPeriod,
  options: CallOptions & { readonly limit?: number } = {},
): Promise<Leaderboard> {
  const response = await client.send(leaderboardCall, {
    request: { period, ...(options.limit === undefined ? {} : { limit: options.limit }) },
    signal: options.signal,
  });
  return response.data;
}

/** The person's public name and avatar. */
export async function getCommunityProfile(
  client: PortalClient,
  options: CallOptions = {},
): Promise<CommunityProfile> {
  const response = await client.send(communityProfileCall, { request: {}, signal: options.signal });
  return response.data;
}

/** Changes the person's public name and avatar (check first with `validateCommunityProfile`). */
export async function saveCommunityProfile(
  client: PortalClient,
  profile: CommunityProfile,
  options: CallOptions = {},
): Promise<CommunityProfile> {
  const response = await client.send(communityProfileSaveCall, {
    request: profile,
    signal: options.signal,
  });
  return response.data;
}
