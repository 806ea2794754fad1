import * as z from 'zod/mini';
import { defineCall } from '../../client/defineCall';
import { emptyRequestSchema } from '../internal/envelope';

/**
 * Answer of the activity report. Assumed: not in spec 000 §7. `data.signedIn: false` says the server
 * knows no session (never signed in, signed out, or a normal session past its idle deadline);
 * `data.locked` says it holds the Stay Signed-In session locked (its own idle deadline passed, or a
 * lock elsewhere): a report never unlocks a session. A missing `data` reads as signed in and not
 * locked.
 */
export const sessionActivityResponseSchema = z.object({
  success: z.nullish(z.boolean()),
  message: z.optional(z.unknown()),
  data: z.nullish(z.object({ signedIn: z.nullish(z.boolean()), locked: z.nullish(z.boolean()) })),
});

/** Wire type of {@link sessionActivityResponseSchema}. */
export type SessionActivityResponse = z.infer<typeof sessionActivityResponseSchema>;

/**
 * POST /api/auth/session/activity: the page says the person is active. **Assumed: not in spec 000 §7**
 * (spec 001 §4 keeps the idle timer in the page only; OWASP ASVS wants idle timeouts enforced on the
 * server, issue O item 2). No payload: the server takes the time from its own clock, never from the
 * page. The server keeps its own idle deadline, 30 minutes after the last report (spec 001 §9):
 * past it a Stay Signed-In session is locked and a normal one signed out. Anyone may send it: a
 * visitor (a page whose sign-in hint was stale) is answered `signedIn: false`, not refused, so a page
 * that only thought it was signed in logs no failed request. The page sends it at most once a minute
 * while the person is active (core's `createIdleLock`, `ACTIVITY_REPORT_INTERVAL_MS`).
 *
 * Not idempotent: it moves the server's deadline, and the idle lock schedules its own next report,
 * so the client never repeats it.
 */
export const sessionActivityCall = defineCall({
  id: 'common.sessionActivity',
  method: 'POST',
  path: '/api/auth/session/activity',
  request: emptyRequestSchema,
  response: sessionActivityResponseSchema,
});
