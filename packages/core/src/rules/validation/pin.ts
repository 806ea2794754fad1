import * as z from 'zod/mini';
import type { RuleMessageKey } from '../messageKeys';
import { PIN_LENGTH } from '../security/pinPolicy';
import { toLatinDigits } from './latinDigits';
import { validateWith, type ValidationResult } from './validationResult';

/**
 * Stay Signed-In PIN schema (spec 001 §5): whitespace trimmed, then exactly {@link PIN_LENGTH}
 * characters, else `form.error.pin`.
 * Choice (format beyond length is not shown): digits only, Arabic-Indic digits read as Latin, since
 * the field is a numeric PIN pad on mobile and the unlock call sends `pinCode` as digits.
 */
export function pinSchema() {
  return z.pipe(
    z.pipe(
      z.string({ error: 'form.error.pin' satisfies RuleMessageKey }),
      z.transform((text) => toLatinDigits(text.trim())),
    ),
    z.string().check(
      z.regex(new RegExp(`^\\d{${PIN_LENGTH}}$`), {
        error: 'form.error.pin' satisfies RuleMessageKey,
      }),
    ),
  );
}

/** Validates a PIN; see {@link pinSchema}. Never throws. The confirm button is enabled only when `ok`. */
export function validatePin(value: unknown): ValidationResult<string> {
  return validateWith(pinSchema(), value, 'form.error.pin');
}
