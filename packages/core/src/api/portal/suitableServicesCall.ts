import * as z from 'zod/mini';
import { defineCall } from '../../client/defineCall';
import { optionalText } from '../internal/wireValues';

/** Suitable services on the home page (spec 001 §7, §9: limit 6). */
export const SUITABLE_SERVICES_LIMIT = 6;

/** Query of suitable-services (spec 001 §7: limit=6, lang). */
export const suitableServicesRequestSchema = z.object({
  limit: z.number().check(z.int(), z.positive(), z.maximum(50)),
  lang: z.enum(['en', 'ar']),
});

/** One suitable service (spec 001 §3: Data.ServiceShortName or Data.title, Data.description, Data.ServiceResponsibleEntity.name, Path). */
export const suitableServiceSchema = z.object({
  Path: optionalText,
  Data: z.nullish(
    z.object({
      ServiceShortName: optionalText,
      title: optionalText,
      description: optionalText,
      ServiceResponsibleEntity: z.nullish(z.object({ name: optionalText })),
    }),
  ),
});

/** The answer is a bare array of items (spec 001 §7). */
export const suitableServicesResponseSchema = z.array(suitableServiceSchema);

export type RawSuitableService = z.infer<typeof suitableServiceSchema>;

/**
 * GET /pub/proxy/…/suitable-services (spec 001 §7).
 * Assumption: the elided segment is the recommendation engine, as for favourite services.
 */
export const suitableServicesCall = defineCall({
  id: 'portal.suitableServices',
  method: 'GET',
  path: '/pub/proxy/{recommendation-engine}/1.0/suitable-services',
  request: suitableServicesRequestSchema,
  response: suitableServicesResponseSchema,
});
