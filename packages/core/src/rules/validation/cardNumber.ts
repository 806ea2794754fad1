import * as z from 'zod/mini';
import type { RuleMessageKey } from '../messageKeys';
import { toLatinDigits } from './latinDigits';
import { validateWith, type ValidationResult } from './validationResult';

/** Shortest and longest rechargeable card number Darb takes (spec 000 §7 addCard, Assumption in core). */
export const CARD_NUMBER_MIN_LENGTH = 6;
export const CARD_NUMBER_MAX_LENGTH = 20;

/**
 * Rechargeable card number schema (spec 000 §2 "add card", §7 rechargeableCards/addCard): required
 * (`form.error.required`), then 6–20 digits (`form.error.cardNumber`). Spaces anywhere are removed
 * (people copy the number in groups of four, as printed) and Arabic-Indic digits read as Latin; the
 * output is the digit string addCard sends.
 */
export function cardNumberSchema() {
  return z.pipe(
    z.pipe(
      z.string({ error: 'form.error.required' satisfies RuleMessageKey }),
      z.transform((text) => toLatinDigits(text.replace(/\s+/g, ''))),
    ),
    z.string().check(
      z.minLength(1, { error: 'form.error.required' satisfies RuleMessageKey, abort: true }),
      z.regex(new RegExp(`^\\d{${CARD_NUMBER_MIN_LENGTH},${CARD_NUMBER_MAX_LENGTH}}$`), {
        error: 'form.error.cardNumber' satisfies RuleMessageKey,
      }),
    ),
  );
}

/** Validates a rechargeable card number; see {@link cardNumberSchema}. Never throws. */
export function validateCardNumber(value: unknown): ValidationResult<string> {
  return validateWith(cardNumberSchema(), value, 'form.error.cardNumber');
}
