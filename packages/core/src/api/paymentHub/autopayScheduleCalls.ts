import * as z from 'zod/mini';
import { defineCall } from '../../client/defineCall';
import { envelopeOf } from '../internal/envelope';
import { autopayUtilitySchema } from './hubListsCalls';
import { PAYMENT_HUB_PREFIX } from './paymentHubPaths';

/*
 * Saving and changing an autopay schedule. Assumption: spec 000 §7 lists only
 * recurringPayments/getUtilitiesList for autopay, yet §1 and §2 promise setting up and managing it
 * (SCREENS.md S5.8: pause, resume, cancel). These two calls are ours, under the same
 * `recurringPayments/` prefix; the wire names and fields are not in the spec.
 */

/**
 * Wire payload of saveSchedule. Assumption: the utility's id (as getUtilitiesList answers it), the day
 * of the month 1–31 (spec 000 §2, §9 day pickers) and an optional positive maximum amount in AED.
 */
export const saveAutopayScheduleRequestSchema = z.object({
  id: z.string().check(z.minLength(1)),
  dayOfMonth: z.int().check(z.gte(1), z.lte(31)),
  maxAmount: z.optional(z.number().check(z.positive())),
});

export type SaveAutopayScheduleRequest = z.infer<typeof saveAutopayScheduleRequestSchema>;

/**
 * POST …/recurringPayments/saveSchedule. **Assumption**: not in spec 000 §7 (which lists only
 * getUtilitiesList). Sets up autopay on an eligible account, or changes its day; the account becomes
 * active (state 1, spec 000 §4). Answers the utility as getUtilitiesList would list it.
 */
export const saveAutopayScheduleCall = defineCall({
  id: 'paymentHub.saveSchedule',
  method: 'POST',
  path: `${PAYMENT_HUB_PREFIX}/recurringPayments/saveSchedule`,
  langQuery: true,
  failsOnUnsuccessful: true,
  request: saveAutopayScheduleRequestSchema,
  response: envelopeOf(autopayUtilitySchema),
});

/** What updateStatus does to a schedule: pause it (state 2), resume it (1) or cancel it (0). */
export const AUTOPAY_STATUS_ACTIONS = ['pause', 'resume', 'cancel'] as const;

export type AutopayStatusAction = (typeof AUTOPAY_STATUS_ACTIONS)[number];

/** Wire payload of updateStatus. Assumption: the utility's id and the action's name. */
export const updateAutopayStatusRequestSchema = z.object({
  id: z.string().check(z.minLength(1)),
  action: z.enum(AUTOPAY_STATUS_ACTIONS),
});

export type UpdateAutopayStatusRequest = z.infer<typeof updateAutopayStatusRequestSchema>;

/**
 * POST …/recurringPayments/updateStatus. **Assumption**: not in spec 000 §7 (which lists only
 * getUtilitiesList). Pauses (→ paused, 2), resumes (→ active, 1) or cancels (→ none, 0, day cleared)
 * an account's autopay. Answers the utility as getUtilitiesList would list it.
 */
export const updateAutopayStatusCall = defineCall({
  id: 'paymentHub.updateStatus',
  method: 'POST',
  path: `${PAYMENT_HUB_PREFIX}/recurringPayments/updateStatus`,
  langQuery: true,
  failsOnUnsuccessful: true,
  request: updateAutopayStatusRequestSchema,
  response: envelopeOf(autopayUtilitySchema),
});
