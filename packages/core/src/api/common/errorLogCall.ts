import * as z from 'zod/mini';
import { defineCall } from '../../client/defineCall';
import { outcomeResponseSchema } from '../internal/envelope';

/**
 * Wire payload of the client error log (spec 000 §7 "POST error logging (payload not shown)").
 * Assumption: a flat record a log pipeline can index: level, message, the failing call and kind, the
 * HTTP status, the page path, and when it happened. Choice: no user data and no stack traces with
 * query strings; messages are capped at 2 000 characters.
 */
export const errorLogRequestSchema = z.object({
  level: z.enum(['error', 'warning']),
  message: z.string().check(z.minLength(1), z.maxLength(2000)),
  call: z.optional(z.string()),
  kind: z.optional(z.string()),
  status: z.optional(z.number().check(z.int())),
  page: z.optional(z.string()),
  occurredAt: z.iso.datetime(),
});

export type ErrorLogRequest = z.infer<typeof errorLogRequestSchema>;

/** POST /api/log/error. Assumption: the path is not shown; this is the portal's own log endpoint. */
export const errorLogCall = defineCall({
  id: 'common.errorLog',
  method: 'POST',
  path: '/api/log/error',
  request: errorLogRequestSchema,
  response: outcomeResponseSchema,
});
