import { IDLE_TIMEOUT_MS } from '@portal/core';
import type { AuthState } from './identity';
import { enterSession } from './sessionKind';

/**
 * The server's own idle deadline (issue O item 2; OWASP ASVS: idle timeouts are enforced on the
 * server): 30 minutes (spec 001 §9, core's `IDLE_TIMEOUT_MS`) after the last activity the page
 * reported (`POST /api/auth/session/activity`), the sign-in, or the unlock. Other calls do not count:
 * the page's 15-second state refresh must not keep an idle session alive.
 */
export const SERVER_IDLE_TIMEOUT_MS = IDLE_TIMEOUT_MS;

/** What the deadline did to a session. */
export type IdleOutcome = 'locked' | 'signedOut';

/** The person was active at `at` (sandbox clock, ms): the deadline moves to `at` + 30 minutes. */
export function recordActivity(auth: AuthState, at: number): void {
  auth.lastActivityAt = Math.max(auth.lastActivityAt, at);
}

/** When the server's idle deadline passes for this session (ms). */
export function idleDeadlineOf(auth: Pick<AuthState, 'lastActivityAt'>): number {
  return auth.lastActivityAt + SERVER_IDLE_TIMEOUT_MS;
}

/**
 * Applies the idle deadline at `now`, before anything else reads the session: a Stay Signed-In
 * session that passed it is locked (its PIN count untouched), a normal one is signed out (issue O
 * item 10: a normal session has no PIN to unlock with). Returns what it did, or `undefined`.
 */
export function enforceIdleDeadline(auth: AuthState, now: number): IdleOutcome | undefined {
  if (!auth.signedIn || now < idleDeadlineOf(auth)) return undefined;
  if (auth.longSession) {
    if (auth.locked) return undefined;
    auth.locked = true;
    return 'locked';
  }
  enterSession(auth, 'visitor', now);
  return 'signedOut';
}
