import * as z from 'zod/mini';
import { defineCall } from '../../client/defineCall';
import { NOTIFICATION_TOPICS } from '../../rules/notifications/notificationPreferences';
import { emptyRequestSchema, envelopeOf } from '../internal/envelope';
import { optionalNumeric } from '../internal/wireValues';

/**
 * Wire payload of the Stay Signed-In PIN change (SCREENS.md S8.2). **ASSUMED: no spec shows this
 * call** (docs/clients.md lists it). Both PINs are exactly 4 digits, as the unlock's `pinCode`.
 */
export const changePinRequestSchema = z.object({
  currentPinCode: z.string().check(z.regex(/^\d{4}$/, 'expected a 4-digit PIN')),
  newPinCode: z.string().check(z.regex(/^\d{4}$/, 'expected a 4-digit PIN')),
});

/** Wire type of {@link changePinRequestSchema}. */
export type ChangePinRequest = z.infer<typeof changePinRequestSchema>;

/**
 * Why the server did not change the PIN (ASSUMED): `wrongPin` (the current PIN is wrong; counted with
 * the unlock's attempts, `failedPinAttempts` says how many so far, the third signs out), `samePin`
 * (the new PIN is the current one), `notStaySignedIn` (the session has no PIN to change).
 */
export const PIN_CHANGE_REFUSALS = ['wrongPin', 'samePin', 'notStaySignedIn'] as const;

/** One of {@link PIN_CHANGE_REFUSALS}. */
export type PinChangeRefusalCode = (typeof PIN_CHANGE_REFUSALS)[number];

/**
 * Answer of the PIN change (ASSUMED): `data.changed: true`, or `data.changed: false` with a
 * `data.refusal` and, for a wrong PIN, `data.failedPinAttempts` (HTTP 200). While the wrong-PIN
 * slow-down runs it answers 429 with `Retry-After`, as the unlock does.
 */
export const changePinResponseSchema = envelopeOf(
  z.object({
    changed: z.boolean(),
    refusal: z.nullish(z.enum(PIN_CHANGE_REFUSALS)),
    failedPinAttempts: optionalNumeric,
  }),
);

/** Wire type of {@link changePinResponseSchema}. */
export type ChangePinResponse = z.infer<typeof changePinResponseSchema>;

/**
 * POST /api/auth/stayConnected/change-pin. **ASSUMED: not in spec 000 §7 or spec 001 §7.** A signed-in
 * Stay Signed-In session only (401 for a visitor and while locked). Not idempotent: a wrong current
 * PIN counts an attempt, so the client never repeats it.
 */
export const changePinCall = defineCall({
  id: 'common.changePin',
  method: 'POST',
  path: '/api/auth/stayConnected/change-pin',
  langQuery: true,
  request: changePinRequestSchema,
  response: changePinResponseSchema,
  idempotent: false,
});

/** One topic's row on the wire (ASSUMED): the topic and a flag per channel. */
export const notificationPreferenceRowSchema = z.object({
  topic: z.enum(NOTIFICATION_TOPICS),
  email: z.boolean(),
  sms: z.boolean(),
  push: z.boolean(),
});

/**
 * The preferences as the server answers them (ASSUMED): `data.preferences`, a row per topic. Read
 * tolerantly (rows of unknown topics or with missing flags are kept out of the schema's way and
 * resolved by core's `notificationPreferencesOf`), so a server that adds a topic does not break the page.
 */
export const notificationPreferencesResponseSchema = envelopeOf(
  z.object({
    preferences: z.nullish(
      z
        .array(
          z.object({
            topic: z.string(),
            email: z.nullish(z.boolean()),
            sms: z.nullish(z.boolean()),
            push: z.nullish(z.boolean()),
          }),
        )
        .check(z.maxLength(50)),
    ),
  }),
);

/** Wire type of {@link notificationPreferencesResponseSchema}. */
export type NotificationPreferencesResponse = z.infer<typeof notificationPreferencesResponseSchema>;

/**
 * GET /api/auth/user/notification-preferences. **ASSUMED: not in spec 000 §7 or spec 001 §7.** The
 * signed-in person's preferences; a person who never saved any reads the defaults. 401 for a visitor.
 */
export const notificationPreferencesCall = defineCall({
  id: 'common.notificationPreferences',
  method: 'GET',
  path: '/api/auth/user/notification-preferences',
  request: emptyRequestSchema,
  response: notificationPreferencesResponseSchema,
});

/** Wire payload of the save (ASSUMED): every topic's row, each topic once. */
export const saveNotificationPreferencesRequestSchema = z.object({
  preferences: z.array(notificationPreferenceRowSchema).check(
    z.minLength(1),
    z.maxLength(NOTIFICATION_TOPICS.length),
    z.refine(
      (rows) => new Set(rows.map((row) => row.topic)).size === rows.length,
      'each topic once',
    ),
  ),
});

/** Wire type of {@link saveNotificationPreferencesRequestSchema}. */
export type SaveNotificationPreferencesRequest = z.infer<
  typeof saveNotificationPreferencesRequestSchema
>;

/**
 * PUT-like save of the preferences: POST /api/auth/user/notification-preferences. **ASSUMED.** The
 * whole set replaces what was kept; the answer carries the preferences as kept (as the read does). A
 * refusal (a required topic with no channel) is `success: false` with the server's message.
 * Repeating it is harmless (the same set is kept), so it is idempotent.
 */
export const saveNotificationPreferencesCall = defineCall({
  id: 'common.saveNotificationPreferences',
  method: 'POST',
  path: '/api/auth/user/notification-preferences',
  langQuery: true,
  request: saveNotificationPreferencesRequestSchema,
  response: notificationPreferencesResponseSchema,
  failsOnUnsuccessful: true,
  idempotent: true,
});
