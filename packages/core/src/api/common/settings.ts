import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import { isPortalError } from '../../client/PortalError';
import {
  notificationPreferenceRowsOf,
  notificationPreferencesOf,
  validateNotificationPreferences,
  type NotificationPreferenceErrors,
  type NotificationPreferences,
} from '../../rules/notifications/notificationPreferences';
import { pinFailureOutcome, type PinFailureOutcome } from '../../rules/security/pinPolicy';
import {
  validatePinChange,
  type PinChangeDraft,
  type PinChangeFieldErrors,
} from '../../rules/validation/pinChange';
import {
  changePinCall,
  notificationPreferencesCall,
  saveNotificationPreferencesCall,
} from './settingsCalls';

/**
 * What became of a PIN change (SCREENS.md S8.2):
 * - `changed`: the new PIN unlocks from now on;
 * - `refused`: fields refused (the form's check, or the server's `samePin`), nothing counted;
 * - `wrongPin`: the current PIN is wrong; `failure` is core's `pinFailureOutcome` of the server's
 *   count (the first and second show the unlock's wrong-PIN messages, the third signs out);
 * - `tooSoon`: the wrong-PIN slow-down runs (HTTP 429); `retryAfterMs` when the server said;
 * - `unavailable`: the session is not a Stay Signed-In one, so it has no PIN.
 */
export type PinChangeOutcome =
  | { readonly kind: 'changed' }
  | { readonly kind: 'refused'; readonly fieldErrors: PinChangeFieldErrors }
  | {
      readonly kind: 'wrongPin';
      readonly failedPinAttempts: number;
      readonly failure: PinFailureOutcome;
    }
  | { readonly kind: 'tooSoon'; readonly retryAfterMs: number | undefined }
  | { readonly kind: 'unavailable' };

/**
 * Changes the Stay Signed-In PIN (SCREENS.md S8.2). **ASSUMED call** (`changePinCall`; no spec shows
 * it). The form is checked first with `validatePinChange`; nothing is sent when it fails. The PINs
 * are sent once and kept nowhere (never logged: a failure's issues name fields, not values).
 * @throws {PortalError} on any other failure (network, 5xx, 401 for a visitor or a locked session).
 */
export async function changeStayConnectedPin(
  client: PortalClient,
  input: PinChangeDraft,
  options: CallOptions = {},
): Promise<PinChangeOutcome> {
  const checked = validatePinChange(input);
  if (!checked.ok) return { kind: 'refused', fieldErrors: checked.fieldErrors };
  let response;
  try {
    response = await client.send(changePinCall, {
      request: { currentPinCode: checked.value.currentPin, newPinCode: checked.value.newPin },
      signal: options.signal,
    });
  } catch (error) {
    if (isPortalError(error) && error.kind === 'http' && error.status === 429)
      return { kind: 'tooSoon', retryAfterMs: error.retryAfterMs };
    throw error;
  }
  const { changed, refusal, failedPinAttempts } = response.data;
  if (changed && response.success !== false) return { kind: 'changed' };
  if (refusal === 'samePin')
    return { kind: 'refused', fieldErrors: { newPin: 'form.error.newPinSame' } };
  if (refusal === 'notStaySignedIn') return { kind: 'unavailable' };
  if (refusal === 'wrongPin') {
    const failed =
      typeof failedPinAttempts === 'number' && failedPinAttempts >= 1
        ? Math.floor(failedPinAttempts)
        : 1;
    return { kind: 'wrongPin', failedPinAttempts: failed, failure: pinFailureOutcome(failed) };
  }
  throw client.fail({
    kind: 'business',
    call: changePinCall.id,
    serverMessage: response.message,
    issues: ['data.changed: false without a known refusal'],
  });
}

/**
 * Reads the signed-in person's notification preferences (SCREENS.md S8.2). **ASSUMED call**
 * (`notificationPreferencesCall`). Tolerant: unknown topics are dropped and a missing topic or flag
 * reads as its default (`notificationPreferencesOf`).
 * @throws {PortalError} on transport and format failures, 401 for a visitor.
 */
export async function getNotificationPreferences(
  client: PortalClient,
  options: CallOptions = {},
): Promise<NotificationPreferences> {
  const response = await client.send(notificationPreferencesCall, {
    request: {},
    signal: options.signal,
  });
  return notificationPreferencesOf(response.data.preferences ?? []);
}

/** Preferences refused before sending: each refused topic's message key. */
export class NotificationPreferencesRefusal extends Error {
  override readonly name = 'NotificationPreferencesRefusal';
  readonly fieldErrors: NotificationPreferenceErrors;

  constructor(fieldErrors: NotificationPreferenceErrors) {
    super(`notification preferences refused: ${Object.keys(fieldErrors).join(', ')}`);
    this.fieldErrors = fieldErrors;
  }
}

/** Narrows an unknown rejection to a {@link NotificationPreferencesRefusal}. */
export function isNotificationPreferencesRefusal(
  error: unknown,
): error is NotificationPreferencesRefusal {
  return error instanceof NotificationPreferencesRefusal;
}

/**
 * Saves the notification preferences (SCREENS.md S8.2). **ASSUMED call**
 * (`saveNotificationPreferencesCall`). Checked first with `validateNotificationPreferences`; resolves
 * the preferences as the server kept them.
 * @throws {NotificationPreferencesRefusal} when a required topic has no channel (nothing is sent).
 * @throws {PortalError} on any other failure (`business` when the server refuses, with its message).
 */
export async function saveNotificationPreferences(
  client: PortalClient,
  preferences: NotificationPreferences,
  options: CallOptions = {},
): Promise<NotificationPreferences> {
  const checked = validateNotificationPreferences(preferences);
  if (!checked.ok) throw new NotificationPreferencesRefusal(checked.fieldErrors);
  const response = await client.send(saveNotificationPreferencesCall, {
    request: { preferences: notificationPreferenceRowsOf(checked.value) },
    signal: options.signal,
  });
  return notificationPreferencesOf(response.data.preferences ?? []);
}
