import * as z from 'zod/mini';
import type { RuleMessageKey } from '../messageKeys';
import type { PaymentEntity } from '../providers/paymentProviders';
import { toLatinDigits } from './latinDigits';
import { validateWith, type ValidationResult } from './validationResult';

/** Field limit and required length of addc and aadc account numbers (spec 000 §5, §9). */
export const UTILITY_ACCOUNT_NUMBER_LENGTH = 10;

/**
 * Upper bound for other providers' account numbers.
 * Choice (a minimum or maximum for other providers is not shown): at least 1 digit, at most 30, a
 * guard against pasted junk that stays well above any provider's real account number.
 */
export const MAX_ACCOUNT_NUMBER_LENGTH = 30;

const FIXED_LENGTH_ENTITIES: ReadonlySet<PaymentEntity> = new Set(['addc', 'aadc']);

/**
 * Account number schema for a provider (spec 000 §5): required (`form.error.required`), digits only
 * (`form.error.accountNumber`); for addc and aadc exactly 10 digits (`form.error.accountNumberLength`),
 * for others 1–30. Spaces around the value are trimmed and Arabic-Indic digits read as Latin; the
 * output is the cleaned digit string (leading zeros kept, so it is never converted to a number).
 */
export function accountNumberSchema(entity?: PaymentEntity) {
  const length =
    entity !== undefined && FIXED_LENGTH_ENTITIES.has(entity)
      ? z.length(UTILITY_ACCOUNT_NUMBER_LENGTH, {
          error: 'form.error.accountNumberLength' satisfies RuleMessageKey,
        })
      : z.maxLength(MAX_ACCOUNT_NUMBER_LENGTH, {
          error: 'form.error.accountNumberLength' satisfies RuleMessageKey,
        });
  return z.pipe(
    z.pipe(
      z.string({ error: 'form.error.required' satisfies RuleMessageKey }),
      z.transform((text) => toLatinDigits(text.trim())),
    ),
    z.string().check(
      z.minLength(1, { error: 'form.error.required' satisfies RuleMessageKey }),
      z.regex(/^\d+$/, {
        error: 'form.error.accountNumber' satisfies RuleMessageKey,
        abort: true,
      }),
      length,
    ),
  );
}

/** Validates an account number for a provider; see {@link accountNumberSchema}. Never throws. */
export function validateAccountNumber(
  value: unknown,
  entity?: PaymentEntity,
): ValidationResult<string> {
  return validateWith(accountNumberSchema(entity), value, 'form.error.accountNumber');
}
