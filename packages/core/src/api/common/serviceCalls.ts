import * as z from 'zod/mini';
import { defineCall } from '../../client/defineCall';
import { envelopeOf } from '../internal/envelope';
import {
  listOf,
  optionalFlag,
  optionalIdText,
  optionalNumeric,
  optionalText,
} from '../internal/wireValues';

/** Query of both service reads: the language the texts come back in. */
export const serviceRequestSchema = z.object({ lang: z.enum(['en', 'ar']) });

/** A list of texts; a missing or null list, a null entry and a blank one are read as absent. */
const textList = z.pipe(
  listOf(z.nullable(z.string())),
  z.transform((items) =>
    items.flatMap((item) => (typeof item === 'string' && item.trim() !== '' ? [item.trim()] : [])),
  ),
);

/**
 * A fee of a service. ASSUMED (the spec shows no fees): a label and an amount in AED, sent as a
 * number or a decimal string.
 */
export const serviceFeeSchema = z.object({ Label: optionalText, Amount: optionalNumeric });

/**
 * A way to use a service. ASSUMED (the spec shows no channels): `Type` is `online`,
 * `serviceCentre`, `app` or `phone` (another value is kept as sent; readers skip it), `Text` says
 * where or how (a centre's name, a number).
 */
export const serviceChannelSchema = z.object({ Type: optionalText, Text: optionalText });

/** A related service. ASSUMED (the spec shows no related services): its name and its `Path`. */
export const relatedServiceSchema = z.object({ Name: optionalText, Path: optionalText });

/**
 * A government service as the public service catalogue returns it.
 * Assumption: the spec shows the call, not the answer; the fields are those spec 001 §3 reads from
 * service items (ServiceShortName or Title, Description, responsible entity, Path, OnlineService),
 * plus the audience (bundle, persona) of spec 001 §1.
 *
 * ASSUMED, for the service page (SCREENS.md S7.1; the spec shows the call, not these fields), each
 * optional, a missing or null list read as empty: `Requirements`, `RequiredDocuments` and `Steps`
 * (lists of text), `Fees` ({@link serviceFeeSchema}), `Duration` (the SLA as text), `Channels`
 * ({@link serviceChannelSchema}), `RelatedServices` ({@link relatedServiceSchema}), `StartUrl` (where
 * the online service starts; core's `serviceStartOf` checks it), `MobileAppOnly` (offered only in the
 * mobile app) and `RequiresSignIn` (started only by a signed-in person).
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
  Requirements: textList,
  RequiredDocuments: textList,
  Fees: listOf(serviceFeeSchema),
  Steps: textList,
  Duration: optionalText,
  Channels: listOf(serviceChannelSchema),
  RelatedServices: listOf(relatedServiceSchema),
  StartUrl: optionalText,
  MobileAppOnly: optionalFlag,
  RequiresSignIn: optionalFlag,
});

export const serviceResponseSchema = envelopeOf(serviceSchema);

export type ServiceRequest = z.infer<typeof serviceRequestSchema>;
export type PortalService = z.infer<typeof serviceSchema>;
export type ServiceFee = z.infer<typeof serviceFeeSchema>;
export type ServiceChannelWire = z.infer<typeof serviceChannelSchema>;
export type RelatedServiceWire = z.infer<typeof relatedServiceSchema>;

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
