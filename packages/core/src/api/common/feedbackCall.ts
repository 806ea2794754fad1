import * as z from 'zod/mini';
import { defineCall } from '../../client/defineCall';
import { FEEDBACK_FIELDS } from '../../rules/validation/feedback';

/**
 * Wire payload of the "Talk to us" feedback (SCREENS.md S7.5). **ASSUMED: no spec shows this call**
 * (path, fields and answer are the portal's choice; docs/clients.md lists it). Loose on purpose (texts
 * of bounded size): the form's rules are core's `validateFeedback`, checked before sending and again
 * by the server, which names the fields it refuses.
 */
export const feedbackRequestSchema = z.object({
  name: z.string().check(z.maxLength(1000)),
  email: z.string().check(z.maxLength(1000)),
  topic: z.string().check(z.maxLength(100)),
  message: z.string().check(z.maxLength(10_000)),
  captchaToken: z.string().check(z.minLength(1), z.maxLength(4000)),
});

/** Wire type of {@link feedbackRequestSchema}. */
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

/** One field the server refused: its name and why (`required` or `invalid`). */
export const feedbackFieldRefusalSchema = z.object({
  field: z.enum(FEEDBACK_FIELDS),
  code: z.enum(['required', 'invalid']),
});

/**
 * Answer of the feedback (ASSUMED): `success: true` with `data.referenceNumber` when it was received;
 * `success: false` with `data.fieldErrors` when the server refused fields (HTTP 200, nothing sent).
 * A refused captcha is a 422 with the server's message, as the bill share's is.
 */
export const feedbackResponseSchema = z.object({
  success: z.nullish(z.boolean()),
  message: z.optional(z.unknown()),
  data: z.nullish(
    z.object({
      referenceNumber: z.optional(z.string().check(z.regex(/^[A-Z0-9-]{4,40}$/))),
      fieldErrors: z.optional(z.array(feedbackFieldRefusalSchema).check(z.maxLength(10))),
    }),
  ),
});

/** Wire type of {@link feedbackResponseSchema}. */
export type FeedbackResponse = z.infer<typeof feedbackResponseSchema>;

/**
 * POST /api/proxy/{journey-service-common}/1.0/feedback/send. **ASSUMED: not in spec 000 §7 or spec
 * 001 §7.** Anyone may send it (visitors too). Like the bill share it appends `?lang=` so a refusal
 * comes in the person's language, and sends no CSRF token (only uploads do, spec 000 §6). Not
 * idempotent: each one files a message.
 */
export const feedbackCall = defineCall({
  id: 'common.sendFeedback',
  method: 'POST',
  path: '/api/proxy/{journey-service-common}/1.0/feedback/send',
  langQuery: true,
  request: feedbackRequestSchema,
  response: feedbackResponseSchema,
});
