import type { AuthState } from './identity';

/**
 * The wait after the first wrong PIN before the server checks another (issue O item 1). Choice:
 * 3 s, about the time a person takes to read "Wrong PIN" and type four digits again, so a person
 * rarely meets it while a script loses most of its speed; it doubles with each wrong PIN.
 */
export const PIN_RETRY_BASE_DELAY_MS = 3_000;

/** The longest wait, however many wrong PINs (only reachable if more than 3 attempts were allowed). */
export const MAX_PIN_RETRY_DELAY_MS = 5 * 60_000;

/** The wait after `failed` wrong PINs in a row: 3 s, 6 s, 12 s… at most 5 minutes; 0 before any. */
export function pinRetryDelayMs(failed: number): number {
  if (!(failed >= 1)) return 0;
  return Math.min(PIN_RETRY_BASE_DELAY_MS * 2 ** (Math.floor(failed) - 1), MAX_PIN_RETRY_DELAY_MS);
}

/**
 * When the server will check the next PIN of this session (ms, sandbox clock), or `undefined` when
 * it would now. Per session, in the session's world: a reload, another tab or a re-lock cannot
 * shorten it.
 */
export function pinRetryAt(
  auth: Pick<AuthState, 'failedPinAttempts' | 'lastWrongPinAt'>,
): number | undefined {
  if (auth.lastWrongPinAt === undefined || auth.failedPinAttempts < 1) return undefined;
  return auth.lastWrongPinAt + pinRetryDelayMs(auth.failedPinAttempts);
}
