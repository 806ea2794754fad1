import * as z from 'zod/mini';
import { defineCall } from '../../client/defineCall';
import { envelopeOf } from '../internal/envelope';
import { optionalFlag, optionalIdText, optionalText } from '../internal/wireValues';

/** Query of both service reads: the language the texts come back in. */
export const serviceRequestSchema = z.object({ lang: z.enum(['en', 'ar']) });

/**
 * A government service as the public service catalogue returns it.
 * Assumption: the spec shows the call, not the answer; the fields are those spec 001 §3 reads from
 * service items (ServiceShortName or Title, Description, responsible entity, Path, OnlineService),
 * plus the audience (bundle, persona) of spec 001 §1.
 */
export const serviceSchema = z.object({
  id: optionalIdText,
  ServiceShortName: optionalText,
  Title: optionalText,
  Description: optionalText,
  Path: optionalText,
  ServiceResponsibleEntity: z.nullish(z.object({ name: optionalText })),
  OnlineService: optionalFlag,
  Bundle: optionalText,
  Persona: optionalText,
});

export const serviceResponseSchema = envelopeOf(serviceSchema);

export type ServiceRequest = z.infer<typeof serviceRequestSchema>;
export type PortalService = z.infer<typeof serviceSchema>;

/** GET /pub/service/{id} (spec 000 §7). */
export const serviceByIdCall = defineCall({
  id: 'common.serviceById',
  method: 'GET',
  path: '/pub/service/{id}',
  request: serviceRequestSchema,
  response: serviceResponseSchema,
});

/**
 * GET /pub/service/gsp-path/{path} (spec 000 §7).
 * Choice: the GSP path travels as one encoded segment (`a%2Fb`), so a path with slashes cannot reach
 * another endpoint.
 */
export const serviceByGspPathCall = defineCall({
  id: 'common.serviceByGspPath',
  method: 'GET',
  path: '/pub/service/gsp-path/{path}',
  request: serviceRequestSchema,
  response: serviceResponseSchema,
});
