import * as z from 'zod/mini';
import { defineCall } from '../../client/defineCall';
import { outcomeResponseSchema } from '../internal/envelope';

/**
 * Wire payload of the satisfaction survey (spec 001 §2: opened by the `feedback` query, a two-letter
 * language code; §7 "Feedback survey submit: not shown").
 * Assumption: a 1–5 rating, an optional comment (capped at 1 000 characters), the survey language and
 * the page it was opened on.
 */
export const feedbackRequestSchema = z.object({
  lang: z.string().check(z.regex(/^[a-z]{2}$/, 'expected a two-letter language code')),
  rating: z.number().check(z.int(), z.minimum(1), z.maximum(5)),
  comment: z.optional(z.string().check(z.maxLength(1000))),
  page: z.optional(z.string()),
});

export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

/** POST /pub/feedback/submit. Assumption: path and answer (the outcome envelope). */
export const feedbackCall = defineCall({
  id: 'portal.feedback',
  method: 'POST',
  path: '/pub/feedback/submit',
  request: feedbackRequestSchema,
  response: outcomeResponseSchema,
});
