import { isFavouritePinned } from '@portal/core';
import { pinFavouriteService, unpinFavouriteService } from '@portal/core/api/portal';
import type { PortalClient } from '@portal/core/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { favouritesChanged, favouritesQuery } from './favouritesQuery';

/** What the service page's pin toggle needs: whether it is pinned, the change, and whether it is saving. */
export interface FavouritePin {
  readonly pinned: boolean;
  readonly setPinned: (pinned: boolean) => void;
  readonly busy: boolean;
}

/**
 * The pin of one service (SCREENS.md S7.1, signed in): read from the favourites (the home's query)
 * and changed through core's ASSUMED `pinFavouriteService` / `unpinFavouriteService`; the answer
 * becomes the favourites the home and the favourites page show. `undefined` while there is no
 * service id (a visitor, the service still loading) or the favourites are not read yet, so no toggle
 * is drawn that would say the wrong thing.
 */
export function useFavouritePin(
  client: PortalClient,
  serviceId: string | undefined,
): FavouritePin | undefined {
  const queryClient = useQueryClient();
  const favourites = useQuery({ ...favouritesQuery(client), enabled: serviceId !== undefined });
  const change = useMutation({
    mutationFn: ({ id, pinned }: { readonly id: string; readonly pinned: boolean }) =>
      pinned ? pinFavouriteService(client, id) : unpinFavouriteService(client, id),
    onSuccess: (answer) => favouritesChanged(queryClient, client, answer),
  });
  if (serviceId === undefined || favourites.data === undefined) return undefined;
  const ids = favourites.data.map((favourite) => favourite.id);
  return {
    // While saving, the toggle shows what was asked for.
    pinned: change.isPending ? change.variables.pinned : isFavouritePinned(ids, serviceId),
    setPinned: (pinned) => change.mutate({ id: serviceId, pinned }),
    busy: change.isPending,
  };
}
