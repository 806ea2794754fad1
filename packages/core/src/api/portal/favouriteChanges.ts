import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import {
  orderFavouriteServicesCall,
  pinFavouriteServiceCall,
  unpinFavouriteServiceCall,
} from './favouriteChangeCalls';
import type { FavouriteService } from './favouriteServicesCall';

/**
 * Pins a service as a favourite (SCREENS.md S7.1 "pin or unpin as a favourite (signed in)").
 * **ASSUMED call** (see `pinFavouriteServiceCall`). Resolves to the favourites as they now are.
 * @throws {PortalError} `business` when the server refuses (an unknown service), `unauthorized` for
 *   a visitor, or any other failure.
 */
export async function pinFavouriteService(
  client: PortalClient,
  serviceId: string,
  options: CallOptions = {},
): Promise<FavouriteService[]> {
  const response = await client.send(pinFavouriteServiceCall, {
    request: { serviceId },
    signal: options.signal,
  });
  return response.data;
}

/**
 * Unpins a favourite (SCREENS.md S7.1, S7.3). **ASSUMED call** (see `unpinFavouriteServiceCall`).
 * Resolves to the favourites as they now are.
 * @throws {PortalError} on any failure.
 */
export async function unpinFavouriteService(
  client: PortalClient,
  serviceId: string,
  options: CallOptions = {},
): Promise<FavouriteService[]> {
  const response = await client.send(unpinFavouriteServiceCall, {
    request: { serviceId },
    signal: options.signal,
  });
  return response.data;
}

/**
 * Saves the favourites' order (SCREENS.md S7.3: reorder), every pinned id once, first first (core's
 * `moveFavourite` gives the order after one move). **ASSUMED call** (see
 * `orderFavouriteServicesCall`). Resolves to the favourites as they now are.
 * @throws {PortalError} `business` when the order is not the pinned services, or any other failure.
 */
export async function orderFavouriteServices(
  client: PortalClient,
  serviceIds: readonly string[],
  options: CallOptions = {},
): Promise<FavouriteService[]> {
  const response = await client.send(orderFavouriteServicesCall, {
    request: { serviceIds: [...serviceIds] },
    signal: options.signal,
  });
  return response.data;
}
