import * as z from 'zod/mini';
import { defineCall } from '../../client/defineCall';
import { outcomeResponseSchema } from '../internal/envelope';

/** Wire payload of updateRead (spec 000 §7: BellNotificationID). */
export const notificationReadRequestSchema = z.object({
  BellNotificationID: z.union([z.string().check(z.minLength(1)), z.number().check(z.int())]),
});

export type NotificationReadRequest = z.infer<typeof notificationReadRequestSchema>;

/**
 * POST …/notifications/updateRead (spec 000 §7).
 * Assumption: the answer is the plain outcome envelope (`success`), or an empty body.
 */
export const notificationReadCall = defineCall({
  id: 'commonUi.notificationRead',
  method: 'POST',
  path: '/api/proxy/{journey-service-common}/1.0/notifications/updateRead',
  request: notificationReadRequestSchema,
  response: outcomeResponseSchema,
});
