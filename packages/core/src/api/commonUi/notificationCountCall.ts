import * as z from 'zod/mini';
import { defineCall } from '../../client/defineCall';

/**
 * Bell statuses the count can include. 0 and 1 are unread (new, delivered); 2 is read.
 * Assumption: the spec gives only the default `[0,1]` (spec 000 §7), not the meaning of each value.
 */
export const notificationCountRequestSchema = z.object({
  status: z.array(z.number().check(z.int(), z.nonnegative())).check(z.minLength(1)),
});

/**
 * Assumption: the answer wraps the count as `data.BellsCount` (spec 001 §3 names the field, not the
 * envelope). A numeric string is accepted too, since the field comes through a proxy.
 */
export const notificationCountResponseSchema = z.object({
  data: z.object({
    BellsCount: z.union([
      z.number().check(z.int(), z.nonnegative()),
      z.string().check(z.regex(/^\d+$/)),
    ]),
  }),
});

export type NotificationCountRequest = z.infer<typeof notificationCountRequestSchema>;
export type NotificationCountResponse = z.infer<typeof notificationCountResponseSchema>;

/** POST …/notifications/count (spec 000 §7, common UI service); a read, hence idempotent. */
export const notificationCountCall = defineCall({
  id: 'commonUi.notificationCount',
  method: 'POST',
  path: '/api/proxy/{journey-service-common}/1.0/notifications/count',
  idempotent: true,
  request: notificationCountRequestSchema,
  response: notificationCountResponseSchema,
});
