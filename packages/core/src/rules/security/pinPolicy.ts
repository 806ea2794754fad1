import type { RuleMessageKey } from '../messageKeys';

/** Length of the Stay Signed-In unlock PIN (spec 001 §5, §9). */
export const PIN_LENGTH = 4;

/** Failed unlock attempts that force sign-out (spec 001 §4, §9). */
export const MAX_PIN_ATTEMPTS = 3;

/** What happens after a wrong PIN. */
export type PinFailureOutcome =
  | {
      readonly kind: 'retry';
      readonly messageKey: RuleMessageKey;
      /** Attempts left before sign-out, for the "You have N more attempts" text. */
      readonly remainingAttempts: number;
    }
  | { readonly kind: 'signOut' };

/**
 * The outcome after `failedAttempts` wrong PINs (spec 001 §4, §5): the first failure shows
 * `unlocksession.setupPinModal.pinErrorAttempt1`, the second the stronger
 * `unlocksession.setupPinModal.pinError`, the third signs the user out.
 * The count is the server's `failedPinAttempts` when it sends one.
 * Choice: a count below 1 or `NaN` is treated as a first failure (the server said the PIN was wrong,
 * so at least one attempt failed); fractions round down; anything at or above the maximum signs out.
 */
export function pinFailureOutcome(failedAttempts: number): PinFailureOutcome {
  // A count that is not a number (a malformed answer) reads as one failure: never a sign-out the
  // server did not ask for.
  const counted =
    typeof failedAttempts === 'number' && !Number.isNaN(failedAttempts) ? failedAttempts : 1;
  const failed = Math.max(1, Math.floor(counted));
  if (failed >= MAX_PIN_ATTEMPTS) return { kind: 'signOut' };
  return {
    kind: 'retry',
    messageKey:
      failed === 1
        ? 'unlocksession.setupPinModal.pinErrorAttempt1'
        : 'unlocksession.setupPinModal.pinError',
    remainingAttempts: MAX_PIN_ATTEMPTS - failed,
  };
}

/**
 * The whole seconds a PIN slow-down asks the person to wait (the unlock's and the PIN change's
 * "try again in N seconds", from the server's `Retry-After` in ms): rounded up, so the words never
 * promise less than the server asked, and at least 1, so a refusal for being too soon never reads
 * "0 seconds". Choice: a wait that is not a finite positive number (a malformed answer) reads as 1.
 */
export function secondsToWait(waitMs: number): number {
  return Number.isFinite(waitMs) && waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 1;
}
