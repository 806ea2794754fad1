import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import { lockSessionCall, unlockSessionCall } from './stayConnectedCalls';

/**
 * Locks the Stay Signed-In session (spec 000 §7 GET /api/auth/stayConnected/lock; spec 001 §4). Resolves
 * `true` when the server confirmed through `data.success`; the caller then redirects to
 * `/{lang}/my-data/settings?lock=true`. The session machine injects this function.
 * @throws {PortalError} on transport or format failures.
 */
export async function lockSession(
  client: PortalClient,
  options: CallOptions = {},
): Promise<boolean> {
  const response = await client.send(lockSessionCall, { request: {}, signal: options.signal });
  return response.data?.success === true;
}

/** Outcome of a PIN unlock attempt (spec 001 §4, §5). */
export interface UnlockOutcome {
  readonly unlocked: boolean;
  /** Failed attempts so far, as the server counts them; the third forces sign-out (spec 001 §9). */
  readonly failedPinAttempts: number;
}

/**
 * Tries to unlock the Stay Signed-In session with the 4-digit PIN (spec 001 §7 POST
 * /api/auth/stayConnected/unlock). Whitespace around the PIN is trimmed (spec 001 §5).
 * A refused PIN resolves `{ unlocked: false }`: it is an answer, not a failure.
 * Choice: a missing or negative failedPinAttempts on a refusal counts as 1, so the UI still shows the
 * first wrong-PIN message.
 * @throws {PortalError} `invalid-request` for a PIN that is not 4 digits (nothing is sent), or on
 *   transport and format failures.
 */
export async function unlockSession(
  client: PortalClient,
  pinCode: string,
  options: CallOptions = {},
): Promise<UnlockOutcome> {
  const response = await client.send(unlockSessionCall, {
    request: { pinCode: typeof pinCode === 'string' ? pinCode.trim() : pinCode },
    signal: options.signal,
  });
  const { error, failedPinAttempts } = response.data;
  const refused = error === true || (typeof error === 'string' && error.trim() !== '');
  const attempts =
    failedPinAttempts !== undefined && failedPinAttempts !== null && failedPinAttempts >= 0
      ? Math.floor(failedPinAttempts)
      : undefined;
  return refused
    ? { unlocked: false, failedPinAttempts: Math.max(attempts ?? 1, 1) }
    : { unlocked: true, failedPinAttempts: attempts ?? 0 };
}
