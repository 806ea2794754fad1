import type { ZodMiniType } from 'zod/mini';
import { RULE_MESSAGE_KEYS, type RuleMessageKey } from '../messageKeys';

/** A validator's answer: the cleaned value, or the message key of the first problem. */
export type ValidationResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly messageKey: RuleMessageKey };

/**
 * Runs a schema whose messages are keys and returns a {@link ValidationResult}. Never throws: a
 * schema that throws, or an issue without one of our keys (zod's own wording), reports
 * `fallbackKey`, so the UI always has a translatable message.
 */
export function validateWith<T>(
  schema: ZodMiniType<T>,
  value: unknown,
  fallbackKey: RuleMessageKey,
): ValidationResult<T> {
  try {
    const result = schema.safeParse(value);
    if (result.success) return { ok: true, value: result.data };
    const message = result.error.issues[0]?.message;
    return {
      ok: false,
      messageKey:
        message !== undefined && (RULE_MESSAGE_KEYS as readonly string[]).includes(message)
          ? (message as RuleMessageKey)
          : fallbackKey,
    };
  } catch {
    return { ok: false, messageKey: fallbackKey };
  }
}
