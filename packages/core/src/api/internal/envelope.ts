import * as z from 'zod/mini';

/**
 * The answer envelope of the portal's backend: `success`, an optional `message`, and `data`.
 * Spec 000 §7 and spec 001 §7 read `success` and `data.*` throughout; `message` is what §8 shows when
 * it is a non-empty string. Unknown extra fields are dropped.
 * @internal
 */
export function envelopeOf<T extends z.ZodMiniType>(data: T) {
  return z.object({
    success: z.nullish(z.boolean()),
    message: z.optional(z.unknown()),
    data,
  });
}

/**
 * The answer of a command that returns nothing but its outcome. An empty body (204) counts as an
 * answer too: the HTTP status already said it worked.
 * @internal
 */
export const outcomeResponseSchema = z.nullish(
  z.object({
    success: z.nullish(z.boolean()),
    message: z.optional(z.unknown()),
  }),
);

/** Wire type of {@link outcomeResponseSchema}. */
export type OutcomeResponse = z.infer<typeof outcomeResponseSchema>;

/** No payload: the call sends an empty JSON object (or no query). */
export const emptyRequestSchema = z.object({});

/** Wire type of {@link emptyRequestSchema}. */
export type EmptyRequest = z.infer<typeof emptyRequestSchema>;
