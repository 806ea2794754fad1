import type { AuthState } from './identity';

/**
 * The kinds of session the spec knows (spec 001 §4, §6), plus nobody signed in:
 *
 * - `visitor`: signed out; the header shows sign-in, register and digital-identity buttons, no bell;
 * - `normal`: signed in, full header with the notification bell and the profile menu;
 * - `long`: a Stay Signed-In session; reduced header (no bell, no child links), can be locked with
 *   the idle timer or the lock item and unlocked with the PIN.
 */
export type SessionKind = 'visitor' | 'normal' | 'long';

/** The session kinds a sign-in can start (everything but `visitor`). */
export type SignedInKind = Exclude<SessionKind, 'visitor'>;

/** Every kind, in the order pages and docs list them. */
export const SESSION_KINDS: readonly SessionKind[] = ['visitor', 'normal', 'long'];

/** Whether a text names a session kind (for query parameters, form fields and environment switches). */
export function isSessionKind(value: unknown): value is SessionKind {
  return typeof value === 'string' && (SESSION_KINDS as readonly string[]).includes(value);
}

/** Whether a text names a kind of signed-in session. */
export function isSignedInKind(value: unknown): value is SignedInKind {
  return value === 'normal' || value === 'long';
}

/** The kind of session the auth state is in. */
export function sessionKindOf(auth: Pick<AuthState, 'signedIn' | 'longSession'>): SessionKind {
  if (!auth.signedIn) return 'visitor';
  return auth.longSession ? 'long' : 'normal';
}

/**
 * Puts the session into a kind at `at` (sandbox clock, ms): signs the demo user in (a normal or a
 * Stay Signed-In session, never locked) or out. Either way the lock, the PIN count and its slow-down
 * start afresh, as after a real sign-in, and the server's idle deadline runs from `at` (routes pass
 * the request's time; without it, from the session's last known activity).
 */
export function enterSession(
  auth: AuthState,
  kind: SessionKind,
  at: number = auth.lastActivityAt,
): void {
  auth.signedIn = kind !== 'visitor';
  auth.longSession = kind === 'long';
  auth.locked = false;
  auth.failedPinAttempts = 0;
  auth.lastWrongPinAt = undefined;
  auth.lastActivityAt = at;
}
