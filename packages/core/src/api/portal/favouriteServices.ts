import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import { favouriteServicesCall, type FavouriteService } from './favouriteServicesCall';

/**
 * The signed-in user's favourite services for "Services at a glance" (spec 000 §7 favourite-services,
 * spec 001 §2). An empty list is the "nothing pinned" state.
 * @throws {PortalError} on any failure.
 */
export async function getFavouriteServices(
  client: PortalClient,
  options: CallOptions = {},
): Promise<FavouriteService[]> {
  const response = await client.send(favouriteServicesCall, {
    request: { lang: client.options.lang },
    signal: options.signal,
  });
  return response.data;
}
