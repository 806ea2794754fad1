import * as z from 'zod/mini';
import { defineCall } from '../../client/defineCall';
import { emptyRequestSchema, envelopeOf } from '../internal/envelope';
import { lookupOptionSchema } from '../internal/lookupOptionSchema';
import { vehicleSchema } from '../internal/vehicleSchema';
import {
  idText,
  listOf,
  optionalIdText,
  optionalNumeric,
  optionalText,
} from '../internal/wireValues';
import { PAYMENT_HUB_PREFIX } from './paymentHubPaths';

export { lookupOptionSchema, type LookupOption } from '../internal/lookupOptionSchema';

/**
 * Lookups of one entity (spec 000 §7 {entity}/lookups; §3 plate sources, kinds and colours for Salik).
 * Assumption: `data` maps a lookup name to its options.
 */
export const entityLookupsResponseSchema = envelopeOf(
  z.record(z.string(), listOf(lookupOptionSchema)),
);

/** POST …/{entity}/lookups (spec 000 §7). */
export const entityLookupsCall = defineCall({
  id: 'paymentHub.lookups',
  method: 'POST',
  path: `${PAYMENT_HUB_PREFIX}/{entity}/lookups`,
  langQuery: true,
  failsOnUnsuccessful: true,
  request: emptyRequestSchema,
  response: entityLookupsResponseSchema,
});

/**
 * One autopay-capable utility account (spec 000 §7 recurringPayments/getUtilitiesList; §4 autopay state
 * none=0, active=1, paused=2; §2 day pickers 1–31). Assumption: these fields.
 */
export const autopayUtilitySchema = z.object({
  id: idText,
  providerCode: optionalText,
  accountNumber: optionalIdText,
  nickname: optionalText,
  autopayStatus: optionalNumeric,
  dayOfMonth: optionalNumeric,
  maxAmount: optionalNumeric,
});

export type AutopayUtility = z.infer<typeof autopayUtilitySchema>;

/** POST …/recurringPayments/getUtilitiesList (spec 000 §7). */
export const autopayUtilitiesCall = defineCall({
  id: 'paymentHub.getUtilitiesList',
  method: 'POST',
  path: `${PAYMENT_HUB_PREFIX}/recurringPayments/getUtilitiesList`,
  langQuery: true,
  failsOnUnsuccessful: true,
  request: emptyRequestSchema,
  response: envelopeOf(listOf(autopayUtilitySchema)),
});

/** POST …/salik/getAllUnlinkedVehicles (spec 000 §7): the user's vehicles not yet linked to Salik. */
export const salikUnlinkedVehiclesCall = defineCall({
  id: 'paymentHub.getAllUnlinkedVehicles',
  method: 'POST',
  path: `${PAYMENT_HUB_PREFIX}/salik/getAllUnlinkedVehicles`,
  langQuery: true,
  failsOnUnsuccessful: true,
  request: emptyRequestSchema,
  response: envelopeOf(listOf(vehicleSchema)),
});
