import {
  getIdeaDetails,
  getIdeaList,
  getIdeaTopics,
  ideaDetailsCall,
  ideaListCall,
  ideaTopicsCall,
  type IdeaListRequest,
} from '@portal/core/api/community';
import { isPortalError, type PortalClient } from '@portal/core/client';
import { queryKeyPrefixOf } from '@portal/core/query';
import type { QueryClient } from '@tanstack/react-query';
import { portalQuery } from '../../platform/api/portalQuery';

/** The topics ideas are filed under (both languages in one answer). Read once per visit. */
export function ideaTopicsQuery(client: PortalClient) {
  return {
    ...portalQuery(ideaTopicsCall, client, undefined, (c, _input, options) =>
      getIdeaTopics(c, options),
    ),
    staleTime: Number.POSITIVE_INFINITY,
  };
}

/** One page of the community's ideas with its filters and order (`community.ideaList`). */
export function ideaListQuery(client: PortalClient, request: IdeaListRequest) {
  return portalQuery(ideaListCall, client, request, getIdeaList);
}

/**
 * One idea in full (`community.ideaDetails`): `null` when the community answers 404 (no idea by
 * this id: the page's not-found state, not an error to retry).
 */
export function ideaQuery(client: PortalClient, ideaId: string) {
  return portalQuery(ideaDetailsCall, client, ideaId, (c, id, options) =>
    getIdeaDetails(c, id, options).catch((error: unknown) => {
      if (isPortalError(error) && error.status === 404) return null;
      throw error;
    }),
  );
}

/**
 * After the person's support or comment changed an idea: the lists' counts are stale, in every
 * language (core's `queryKeyPrefixOf` names all of a call's keys).
 */
export function ideasChanged(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeyPrefixOf(ideaListCall) });
}
