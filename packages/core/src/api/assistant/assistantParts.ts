import * as z from 'zod/mini';

/*
 * The parts an assistant's answer is made of (issue R, SCREENS.md S9.1). A provider streams them one
 * by one; the page renders each as it comes. Over HTTP each part is one line of NDJSON
 * (`application/x-ndjson`), checked with the schema below before the page sees it: a line that is not
 * one of these shapes ends the answer with a typed error, and its text is never shown.
 */

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

/** A piece of the answer's prose; the pieces of one answer are joined in order. */
export const assistantTextPartSchema = z.object({
  type: z.literal('text'),
  text: z.string().check(z.maxLength(4000)),
});

/**
 * A service that matches what was asked. `path` is the catalogue's own path
 * (`services/{entity}/{category}/{slug}`): the page builds the service page's address from it with
 * `servicePagePath`, so a provider can never make the card link elsewhere.
 */
export const assistantServicePartSchema = z.object({
  type: z.literal('service'),
  id: text(100),
  title: text(300),
  description: z.optional(z.string().check(z.maxLength(1000))),
  entity: z.optional(z.string().check(z.maxLength(300))),
  path: text(500),
});

/**
 * A bill the signed-in person owes: the linked account (`entity`, `accountId`) the page's own payment
 * flow pays, what is due and by when (DD-MM-YYYY, spec 000 §5).
 */
export const assistantBillPartSchema = z.object({
  type: z.literal('bill'),
  entity: z.string().check(z.regex(/^[a-z0-9-]{1,40}$/)),
  accountId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,80}$/)),
  provider: text(300),
  nickname: z.optional(z.string().check(z.maxLength(300))),
  accountNumber: z.optional(z.string().check(z.maxLength(80))),
  amountDue: z.number().check(z.gte(0), z.lte(100_000_000)),
  currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
  dueDate: z.optional(z.string().check(z.regex(/^\d{2}-\d{2}-\d{4}$/))),
});

/** An information page; `href` passes core's `safeUrl` before it is shown (else the part is dropped). */
export const assistantLinkPartSchema = z.object({
  type: z.literal('link'),
  title: text(300),
  href: text(2000),
  description: z.optional(z.string().check(z.maxLength(1000))),
});

/** One of the signed-in person's applications and where it stands. */
export const assistantApplicationPartSchema = z.object({
  type: z.literal('application'),
  reference: text(100),
  title: text(300),
  status: text(200),
  /** DD-MM-YYYY of the last change. */
  statusDate: z.optional(z.string().check(z.maxLength(40))),
});

/** Replies the person may pick next (chips); at most six. */
export const assistantSuggestionsPartSchema = z.object({
  type: z.literal('suggestions'),
  replies: z.array(text(200)).check(z.maxLength(6)),
});

/** The provider could not answer; the page shows its own words and a retry, never the provider's. */
export const assistantFailurePartSchema = z.object({
  type: z.literal('error'),
  reason: z.enum(['unavailable', 'refused']),
});

/** The answer is complete. A stream that closes without it was cut off. */
export const assistantDonePartSchema = z.object({ type: z.literal('done') });

/** Any one line of an answer's stream, as the wire carries it. */
export const assistantWirePartSchema = z.discriminatedUnion('type', [
  assistantTextPartSchema,
  assistantServicePartSchema,
  assistantBillPartSchema,
  assistantLinkPartSchema,
  assistantApplicationPartSchema,
  assistantSuggestionsPartSchema,
  assistantFailurePartSchema,
  assistantDonePartSchema,
]);

export type AssistantWirePart = z.infer<typeof assistantWirePartSchema>;
export type AssistantTextPart = z.infer<typeof assistantTextPartSchema>;
export type AssistantServicePart = z.infer<typeof assistantServicePartSchema>;
export type AssistantBillPart = z.infer<typeof assistantBillPartSchema>;
export type AssistantLinkPart = z.infer<typeof assistantLinkPartSchema>;
export type AssistantApplicationPart = z.infer<typeof assistantApplicationPartSchema>;
export type AssistantSuggestionsPart = z.infer<typeof assistantSuggestionsPartSchema>;

/**
 * Why an answer failed, as the page words it:
 * - `unavailable`: the provider could not be reached or said it cannot answer now (retry);
 * - `refused`: the provider refused this question (the person may ask otherwise);
 * - `invalid-answer`: a part of the answer was not one the page knows (never shown raw);
 * - `interrupted`: the answer stopped before it was complete.
 */
export type AssistantFailureReason = 'unavailable' | 'refused' | 'invalid-answer' | 'interrupted';

/** The answer failed; nothing after it comes. */
export interface AssistantErrorPart {
  readonly type: 'error';
  readonly reason: AssistantFailureReason;
}

/** What an {@link AssistantProvider} yields: every content part, then at most one error. */
export type AssistantPart =
  | AssistantTextPart
  | AssistantServicePart
  | AssistantBillPart
  | AssistantLinkPart
  | AssistantApplicationPart
  | AssistantSuggestionsPart
  | AssistantErrorPart;
