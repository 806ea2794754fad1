import * as z from 'zod/mini';
import type { RuleMessageKey } from '../messageKeys';
import { PIN_LENGTH } from '../security/pinPolicy';
import { toLatinDigits } from './latinDigits';

/**
 * Changing the Stay Signed-In PIN on the settings page (SCREENS.md S8.2). ASSUMED (no spec shows this
 * form): the person gives the current PIN, a new one and the new one again. Each is
 * {@link PIN_LENGTH} digits (spec 001 §5's PIN rule: trimmed, Arabic-Indic digits read as Latin).
 * Choice: the new PIN must differ from the current one (a "change" that keeps the PIN is a mistake,
 * and the server refuses it too). Whether the current PIN is right only the server knows: a wrong one
 * counts toward the same three attempts as the unlock.
 */

/** The form's fields, in the order shown (an error summary lists problems in this order). */
export const PIN_CHANGE_FIELDS = ['currentPin', 'newPin', 'confirmPin'] as const;

/** One of {@link PIN_CHANGE_FIELDS}. */
export type PinChangeField = (typeof PIN_CHANGE_FIELDS)[number];

/** What the form holds while typed. */
export type PinChangeDraft = { readonly [K in PinChangeField]?: unknown };

/** Each refused field's message key. */
export type PinChangeFieldErrors = Partial<Record<PinChangeField, RuleMessageKey>>;

/** The cleaned PINs the call sends (the confirmation is only the form's). */
export interface PinChangeValues {
  readonly currentPin: string;
  readonly newPin: string;
}

/** A check of the whole form: the cleaned PINs, or every refused field's key. */
export type PinChangeValidation =
  | { readonly ok: true; readonly value: PinChangeValues }
  | { readonly ok: false; readonly fieldErrors: PinChangeFieldErrors };

const PIN_PATTERN = new RegExp(`^\\d{${PIN_LENGTH}}$`);

/** A typed PIN as the rule reads it: trimmed, Latin digits; anything not text is empty. */
function pinText(value: unknown): string {
  return typeof value === 'string' ? toLatinDigits(value.trim()) : '';
}

/**
 * Checks the PIN change form, every field at once so an error summary can name each:
 * - current PIN: empty → `form.error.currentPinRequired`; not 4 digits → `form.error.currentPin`;
 * - new PIN: empty → `form.error.newPinRequired`; not 4 digits → `form.error.newPin`; the same as
 *   the current PIN → `form.error.newPinSame`;
 * - confirmation: empty → `form.error.confirmPinRequired`; not the new PIN → `form.error.confirmPin`
 *   (only checked once the new PIN itself is fine, so one mistake is reported once).
 * Never throws; never keeps or logs a PIN.
 */
export function validatePinChange(input: PinChangeDraft): PinChangeValidation {
  const draft: PinChangeDraft = typeof input === 'object' && input !== null ? input : {};
  const current = pinText(draft.currentPin);
  const next = pinText(draft.newPin);
  const confirm = pinText(draft.confirmPin);
  const fieldErrors: PinChangeFieldErrors = {};
  if (current === '') fieldErrors.currentPin = 'form.error.currentPinRequired';
  else if (!PIN_PATTERN.test(current)) fieldErrors.currentPin = 'form.error.currentPin';
  if (next === '') fieldErrors.newPin = 'form.error.newPinRequired';
  else if (!PIN_PATTERN.test(next)) fieldErrors.newPin = 'form.error.newPin';
  else if (next === current) fieldErrors.newPin = 'form.error.newPinSame';
  if (confirm === '') fieldErrors.confirmPin = 'form.error.confirmPinRequired';
  else if (fieldErrors.newPin === undefined && confirm !== next)
    fieldErrors.confirmPin = 'form.error.confirmPin';
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return { ok: true, value: { currentPin: current, newPin: next } };
}

/**
 * The PIN change form as a zod/mini schema (for form libraries): the same checks as
 * {@link validatePinChange}, one issue per refused field at its path, each message a rule message
 * key. Output: the typed texts as they are (the call cleans them again).
 */
export function pinChangeFormSchema() {
  return z.object({ currentPin: z.string(), newPin: z.string(), confirmPin: z.string() }).check(
    z.superRefine((value, context) => {
      const checked = validatePinChange(value);
      if (checked.ok) return;
      for (const field of PIN_CHANGE_FIELDS) {
        const problem = checked.fieldErrors[field];
        if (problem !== undefined)
          context.addIssue({ code: 'custom', path: [field], message: problem, input: value });
      }
    }),
  );
}
