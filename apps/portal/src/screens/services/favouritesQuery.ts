import {
  favouriteServicesCall,
  getFavouriteServices,
  type FavouriteService,
} from '@portal/core/api/portal';
import type { PortalClient } from '@portal/core/client';
import { queryKeyPrefixOf } from '@portal/core/query';
import type { QueryClient } from '@tanstack/react-query';
import { portalQuery } from '../../platform/api/portalQuery';

/**
 * The signed-in person's favourites, under the same key as the home's Favourites tab reads them
 * (core's `queryKeyOf(favouriteServicesCall, lang, {})`), so a change made here is what the home
 * shows.
 */
export function favouritesQuery(client: PortalClient) {
  return portalQuery(favouriteServicesCall, client, {}, (c, _input, options) =>
    getFavouriteServices(c, options),
  );
}

/**
 * After a change: the server's answer (the favourites as they now are) becomes this language's
 * list, and every language's read is marked stale, so the home and the other language ask again.
 */
export async function favouritesChanged(
  queryClient: QueryClient,
  client: PortalClient,
  answer: readonly FavouriteService[],
): Promise<void> {
  queryClient.setQueryData(favouritesQuery(client).queryKey, [...answer]);
  await queryClient.invalidateQueries({
    queryKey: queryKeyPrefixOf(favouriteServicesCall),
    refetchType: 'none',
  });
}
