import {
  communityProfileCall,
  getCommunityProfile,
  getIdeaDraft,
  getIdeaDrafts,
  getIdeaTopics,
  getMyIdeas,
  ideaDraftCall,
  ideaDraftListCall,
  ideaListCall,
  ideaTopicsCall,
  myIdeasCall,
} from '@portal/core/api/community';
import type { PortalClient } from '@portal/core/client';
import { queryKeyPrefixOf } from '@portal/core/query';
import type { QueryClient } from '@tanstack/react-query';
import { portalQuery } from '../../platform/api/portalQuery';

/*
 * The reads of the community's writing pages (issue W: share an idea, my drafts, my ideas), each
 * under core's key for its call, so a page that changes one marks the others' reads stale.
 */

/** The topics an idea can be filed under (a visitor may read them; the form needs them). */
export function ideaTopicsQuery(client: PortalClient) {
  return portalQuery(ideaTopicsCall, client, {}, (c, _input, options) => getIdeaTopics(c, options));
}

/** The person's public name and avatar, which an idea they send is shown with. */
export function communityProfileQuery(client: PortalClient) {
  return portalQuery(communityProfileCall, client, {}, (c, _input, options) =>
    getCommunityProfile(c, options),
  );
}

/** One of the person's drafts, to continue it (`submit-idea?draft=…`). */
export function ideaDraftQuery(client: PortalClient, draftId: string) {
  return portalQuery(ideaDraftCall, client, { draftId }, (c, input, options) =>
    getIdeaDraft(c, input.draftId, options),
  );
}

/** The person's drafts, last saved first. */
export function ideaDraftsQuery(client: PortalClient) {
  return portalQuery(ideaDraftListCall, client, {}, (c, _input, options) =>
    getIdeaDrafts(c, options),
  );
}

/** The ideas the person shared, newest first. */
export function myIdeasQuery(client: PortalClient) {
  return portalQuery(myIdeasCall, client, {}, (c, _input, options) => getMyIdeas(c, options));
}

/**
 * After an idea is sent: My ideas and the community's lists hold it, and the draft it was finished
 * from is gone, in every language (each read again when next shown).
 */
export async function ideaSent(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [myIdeasCall, ideaListCall, ideaDraftListCall, ideaDraftCall].map((call) =>
      queryClient.invalidateQueries({ queryKey: queryKeyPrefixOf(call) }),
    ),
  );
}

/** After a draft is saved or deleted: the drafts list and that draft are read again when shown. */
export async function draftsChanged(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [ideaDraftListCall, ideaDraftCall].map((call) =>
      queryClient.invalidateQueries({ queryKey: queryKeyPrefixOf(call) }),
    ),
  );
}
