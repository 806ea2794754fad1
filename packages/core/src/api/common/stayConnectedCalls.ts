import * as z from 'zod/mini';
import { defineCall } from '../../client/defineCall';
import { emptyRequestSchema } from '../internal/envelope';
import { optionalNumeric } from '../internal/wireValues';

/**
 * Answer of the Stay Signed-In lock: spec 001 §7 "success in data.success triggers the redirect".
 * A missing `data` reads as not locked.
 */
export const lockSessionResponseSchema = z.object({
  success: z.nullish(z.boolean()),
  message: z.optional(z.unknown()),
  data: z.nullish(z.object({ success: z.nullish(z.boolean()) })),
});

/** GET /api/auth/stayConnected/lock (spec 000 §7, spec 001 §4 and §7). No payload. */
export const lockSessionCall = defineCall({
  id: 'common.lockSession',
  method: 'GET',
  path: '/api/auth/stayConnected/lock',
  request: emptyRequestSchema,
  response: lockSessionResponseSchema,
  // Never retried by the client: the idle-lock machine backs off by itself, shared by every tab, and a
  // client retry on top turned one failed lock into three requests (issue G §2).
  idempotent: false,
});

/**
 * Wire payload of the unlock (spec 001 §3, §7: pinCode). The PIN is exactly 4 characters (spec 001 §5).
 * Choice: digits only; the spec says nothing of the format beyond length, and the PIN field is numeric.
 */
export const unlockSessionRequestSchema = z.object({
  pinCode: z.string().check(z.regex(/^\d{4}$/, 'expected a 4-digit PIN')),
});

/**
 * Answer of the unlock (spec 001 §3, §7: data.error, data.failedPinAttempts).
 * Assumption: `error` is a boolean, or a string whose presence means the PIN was refused.
 */
export const unlockSessionResponseSchema = z.object({
  success: z.nullish(z.boolean()),
  message: z.optional(z.unknown()),
  data: z.object({
    error: z.nullish(z.union([z.boolean(), z.string()])),
    failedPinAttempts: optionalNumeric,
  }),
});

export type UnlockSessionRequest = z.infer<typeof unlockSessionRequestSchema>;
export type UnlockSessionResponse = z.infer<typeof unlockSessionResponseSchema>;
export type LockSessionResponse = z.infer<typeof lockSessionResponseSchema>;

/** POST /api/auth/stayConnected/unlock (spec 001 §7). */
export const unlockSessionCall = defineCall({
  id: 'common.unlockSession',
  method: 'POST',
  path: '/api/auth/stayConnected/unlock',
  request: unlockSessionRequestSchema,
  response: unlockSessionResponseSchema,
});
