import * as z from 'zod/mini';
import { defineCall } from '../../client/defineCall';
import { emptyRequestSchema, envelopeOf } from '../internal/envelope';
import { lookupOptionSchema, relatedServiceSchema } from '../internal/lookupOptionSchema';
import { vehicleSchema } from '../internal/vehicleSchema';
import { idText, listOf, optionalNumeric, optionalText } from '../internal/wireValues';

/*
 * Parking: Mawaqif permits and vehicles, and the ADP fine totals (spec 000 §7 "Parking").
 * Assumption: the prefix is not shown; these calls sit on the payment hub proxy beside the toll wallet,
 * POST with `?lang=` like every hub call, and `success: false` is a refusal to show (spec 000 §8).
 */

/** Prefix of the parking calls. Assumption, see above. */
export const PARKING_PREFIX = '/api/proxy/paymentHub';

/** A traffic file number: digits (the Abu Dhabi traffic file). */
const trafficFileSchema = z
  .string()
  .check(z.regex(/^\d{1,20}$/, 'expected a traffic file number (digits)'));

/** Wire payload of the permit list. Assumption: optionally narrowed to one traffic file. */
export const permitsRequestSchema = z.object({ trafficFileNumber: z.optional(trafficFileSchema) });

/** A Mawaqif parking permit. Assumption: id, type, status, validity, plate and area. */
export const permitSchema = z.object({
  permitId: idText,
  permitType: optionalText,
  status: optionalText,
  startDate: optionalText,
  endDate: optionalText,
  plateNumber: optionalText,
  area: optionalText,
});

export type ParkingPermit = z.infer<typeof permitSchema>;

/** POST …/mawaqif/permit/getPermits (spec 000 §7). */
export const permitsCall = defineCall({
  id: 'parking.getPermits',
  method: 'POST',
  path: `${PARKING_PREFIX}/mawaqif/permit/getPermits`,
  langQuery: true,
  failsOnUnsuccessful: true,
  request: permitsRequestSchema,
  response: envelopeOf(listOf(permitSchema)),
});

/** POST …/mawaqif/services/relatedServices (spec 000 §7). */
export const parkingRelatedServicesCall = defineCall({
  id: 'parking.relatedServices',
  method: 'POST',
  path: `${PARKING_PREFIX}/mawaqif/services/relatedServices`,
  langQuery: true,
  failsOnUnsuccessful: true,
  request: emptyRequestSchema,
  response: envelopeOf(listOf(relatedServiceSchema)),
});

/** Wire payload of vehicles by traffic file (spec 000 §7 getAllVehiclesByTrf). */
export const vehiclesByTrafficFileRequestSchema = z.object({
  trafficFileNumber: trafficFileSchema,
});

/** POST …/mawaqif/vehicles/getAllVehiclesByTrf (spec 000 §7). */
export const vehiclesByTrafficFileCall = defineCall({
  id: 'parking.getAllVehiclesByTrf',
  method: 'POST',
  path: `${PARKING_PREFIX}/mawaqif/vehicles/getAllVehiclesByTrf`,
  langQuery: true,
  failsOnUnsuccessful: true,
  request: vehiclesByTrafficFileRequestSchema,
  response: envelopeOf(listOf(vehicleSchema)),
});

/** Wire payload of the fine totals. Assumption: optionally narrowed to one traffic file. */
export const finesTotalRequestSchema = z.object({
  trafficFileNumber: z.optional(trafficFileSchema),
});

/** Assumption: the total amount due in AED and the number of fines. */
export const finesTotalSchema = z.object({
  totalAmount: optionalNumeric,
  finesCount: optionalNumeric,
});

export type FinesTotal = z.infer<typeof finesTotalSchema>;

/** POST …/adp/fine/getMawaqifFinesTotal (spec 000 §7). */
export const mawaqifFinesTotalCall = defineCall({
  id: 'parking.getMawaqifFinesTotal',
  method: 'POST',
  path: `${PARKING_PREFIX}/adp/fine/getMawaqifFinesTotal`,
  langQuery: true,
  failsOnUnsuccessful: true,
  request: finesTotalRequestSchema,
  response: envelopeOf(finesTotalSchema),
});

/** POST …/adp/fine/getDarbFinesTotal (spec 000 §7). */
export const darbFinesTotalCall = defineCall({
  id: 'parking.getDarbFinesTotal',
  method: 'POST',
  path: `${PARKING_PREFIX}/adp/fine/getDarbFinesTotal`,
  langQuery: true,
  failsOnUnsuccessful: true,
  request: finesTotalRequestSchema,
  response: envelopeOf(finesTotalSchema),
});

/** Wire payload of the ADP lookup. Assumption: the lookup's name (plate sources, kinds, colours…). */
export const adpLookupRequestSchema = z.object({ lookupType: z.string().check(z.minLength(1)) });

/** POST …/adp/lookup (spec 000 §7). */
export const adpLookupCall = defineCall({
  id: 'parking.adpLookup',
  method: 'POST',
  path: `${PARKING_PREFIX}/adp/lookup`,
  langQuery: true,
  failsOnUnsuccessful: true,
  request: adpLookupRequestSchema,
  response: envelopeOf(listOf(lookupOptionSchema)),
});
