import * as z from 'zod/mini';
import { defineCall } from '../../client/defineCall';
import { envelopeOf } from '../internal/envelope';
import { listOf, optionalFlag, optionalText, idText } from '../internal/wireValues';

/** Query of the favourites read: the language. */
export const favouriteServicesRequestSchema = z.object({ lang: z.enum(['en', 'ar']) });

/**
 * A pinned service (spec 001 §3 "Favourites entity fields: not shown").
 * Assumption: id, title, path, and whether the service exists only in the mobile app (spec 001 §2
 * shows a download popup for those).
 */
export const favouriteServiceSchema = z.object({
  id: idText,
  Title: optionalText,
  ServiceShortName: optionalText,
  Path: optionalText,
  MobileAppOnly: optionalFlag,
});

export type FavouriteService = z.infer<typeof favouriteServiceSchema>;

/** GET /api/proxy/{recommendation-engine}/1.0/favourite-services (spec 000 §7). */
export const favouriteServicesCall = defineCall({
  id: 'portal.favouriteServices',
  method: 'GET',
  path: '/api/proxy/{recommendation-engine}/1.0/favourite-services',
  request: favouriteServicesRequestSchema,
  response: envelopeOf(listOf(favouriteServiceSchema)),
});
