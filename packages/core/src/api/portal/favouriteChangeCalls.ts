import * as z from 'zod/mini';
import { defineCall } from '../../client/defineCall';
import { envelopeOf } from '../internal/envelope';
import { listOf } from '../internal/wireValues';
import { favouriteServiceSchema } from './favouriteServicesCall';

/** Most favourites one order may name (far above what a person pins; bounds the payload). */
export const MAX_FAVOURITES = 100;

/** A service id as the catalogue writes it (`svc-0001`): letters, digits, `-`, `_`, `.`. */
const serviceId = z.string().check(z.regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/));

/**
 * Wire payload of pinning or unpinning one service (SCREENS.md S7.1, S7.3). **ASSUMED: no spec shows
 * it** (docs/clients.md lists it): the service's id.
 */
export const favouriteChangeRequestSchema = z.object({ serviceId });

/** Wire type of {@link favouriteChangeRequestSchema}. */
export type FavouriteChangeRequest = z.infer<typeof favouriteChangeRequestSchema>;

/**
 * Wire payload of saving the favourites' order (SCREENS.md S7.3). **ASSUMED**: every pinned
 * service's id, each once, first first. The server refuses an order that pins or unpins on the way
 * (core's `isFavouriteReorder`).
 */
export const favouriteOrderRequestSchema = z.object({
  serviceIds: z.array(serviceId).check(z.maxLength(MAX_FAVOURITES)),
});

/** Wire type of {@link favouriteOrderRequestSchema}. */
export type FavouriteOrderRequest = z.infer<typeof favouriteOrderRequestSchema>;

/**
 * Answer of each change (ASSUMED): the favourites as they now are, in order and in the request's
 * language (the read's shape), so the page shows what the server kept. `success: false` with a
 * message is a refusal (an unknown service, an order that is not the pinned services).
 */
const favouriteListResponse = envelopeOf(listOf(favouriteServiceSchema));

/**
 * POST /api/proxy/{recommendation-engine}/1.0/favourite-services/pin?lang=. **ASSUMED: not in spec
 * 000 §7 or spec 001 §7**, which show only the read (GET …/favourite-services). POST, as every
 * change of the contract is (its calls are GET or POST). Signed-in only. Pinning a pinned service
 * changes nothing, so it may be sent again; a new one goes last.
 */
export const pinFavouriteServiceCall = defineCall({
  id: 'portal.pinFavouriteService',
  method: 'POST',
  path: '/api/proxy/{recommendation-engine}/1.0/favourite-services/pin',
  langQuery: true,
  failsOnUnsuccessful: true,
  idempotent: true,
  request: favouriteChangeRequestSchema,
  response: favouriteListResponse,
});

/**
 * POST /api/proxy/{recommendation-engine}/1.0/favourite-services/unpin?lang=. **ASSUMED** (as the
 * pin). Signed-in only. Unpinning a service that is not pinned changes nothing.
 */
export const unpinFavouriteServiceCall = defineCall({
  id: 'portal.unpinFavouriteService',
  method: 'POST',
  path: '/api/proxy/{recommendation-engine}/1.0/favourite-services/unpin',
  langQuery: true,
  failsOnUnsuccessful: true,
  idempotent: true,
  request: favouriteChangeRequestSchema,
  response: favouriteListResponse,
});

/**
 * POST /api/proxy/{recommendation-engine}/1.0/favourite-services/order?lang=. **ASSUMED** (as the
 * pin). Signed-in only. Saves the whole order (not one move), so sending it again is harmless.
 */
export const orderFavouriteServicesCall = defineCall({
  id: 'portal.orderFavouriteServices',
  method: 'POST',
  path: '/api/proxy/{recommendation-engine}/1.0/favourite-services/order',
  langQuery: true,
  failsOnUnsuccessful: true,
  idempotent: true,
  request: favouriteOrderRequestSchema,
  response: favouriteListResponse,
});
