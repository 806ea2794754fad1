import * as z from 'zod/mini';
import type { RuleMessageKey } from '../messageKeys';
import { validateWith, type ValidationResult } from './validationResult';

/**
 * The autopay day of a setup form (spec 000 §2, §9: day pickers run 1 to 31): a whole number from 1 to
 * 31, else `form.error.autopayDay`. A picker with no day chosen gives `null`, which fails the same way.
 */
export function autopayDaySchema() {
  const error = 'form.error.autopayDay' satisfies RuleMessageKey;
  return z.number({ error }).check(z.int({ error }), z.gte(1, { error }), z.lte(31, { error }));
}

/** Validates an autopay day; see {@link autopayDaySchema}. Never throws. */
export function validateAutopayDay(value: unknown): ValidationResult<number> {
  return validateWith(autopayDaySchema(), value, 'form.error.autopayDay');
}
