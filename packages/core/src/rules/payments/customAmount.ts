import type { RuleMessageKey } from '../messageKeys';
import { toLatinDigits } from '../validation/latinDigits';

/**
 * The rules one custom-amount field applies (spec 000 §5: "the list of rules is supplied by each
 * caller"). Amounts in AED; all limits optional.
 */
export interface CustomAmountRules {
  /** Smallest amount accepted, inclusive; the help text shows it (tolls: `TOLL_MIN_TOP_UP`, 10). */
  readonly min?: number;
  /** Largest amount accepted, inclusive. */
  readonly max?: number;
  /** The amount must be a whole multiple of this (e.g. 5 for a 5-dirham step). */
  readonly step?: number;
}

/** Outcome of checking a custom amount; a failure names the rule and the limit to show. */
export type CustomAmountCheck =
  | { readonly ok: true; readonly amount: number }
  | { readonly ok: false; readonly messageKey: RuleMessageKey; readonly limit?: number };

const FILS_PER_DIRHAM = 100;
/** A number as a person types one: an optional sign, digits, an optional decimal point. */
const READABLE_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const toFils = (value: number) => Math.round(value * FILS_PER_DIRHAM);

// A number that is a whole count of fils up to float noise (0.1 + 0.2) is written with 2 decimals;
// any other number keeps its full text so the 2-decimal check rejects it.
function numberAsText(value: number): string {
  if (!Number.isFinite(value)) return 'NaN';
  return Math.abs(value * FILS_PER_DIRHAM - toFils(value)) < 1e-6
    ? value.toFixed(2)
    : String(value);
}

/**
 * Reads and checks a custom top-up amount against caller-supplied rules (spec 000 §2, §5).
 * Accepts a number or the field's text (`"125.5"`, `" 20 "`, Arabic-Indic `"١٢٥"`); amounts have at
 * most 2 decimals (fils). Messages: `form.error.required` when empty, `common.invalidNumber` ("Invalid
 * number", spec 000 §8) when the text cannot be read as a number at all (`"abc"`, `"1.2.3"`),
 * `form.error.amount` when it is a number but not a positive amount with at most 2 decimals, `form.error.amountMin` / `form.error.amountMax` / `form.error.amountStep` with the
 * limit. The step is checked in whole fils so 0.1 + 0.2 style float errors cannot reject a good amount.
 * Never throws on any input.
 */
export function checkCustomAmount(
  value: unknown,
  rules: CustomAmountRules = {},
): CustomAmountCheck {
  const text =
    typeof value === 'number'
      ? numberAsText(value)
      : typeof value === 'string'
        ? toLatinDigits(value.trim())
        : undefined;
  if (text === undefined || text === '') return { ok: false, messageKey: 'form.error.required' };
  if (!READABLE_NUMBER.test(text)) return { ok: false, messageKey: 'common.invalidNumber' };
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return { ok: false, messageKey: 'form.error.amount' };
  const amount = Number(text);
  if (!Number.isFinite(amount) || amount <= 0)
    return { ok: false, messageKey: 'form.error.amount' };
  // Only finite numbers count as limits: `null` rules, or a limit that is not a number (hostile input
  // from a caller's JSON), must not turn into a TypeError on the comparisons below.
  const { min, max, step } = limitsOf(rules);
  if (min !== undefined && amount < min)
    return { ok: false, messageKey: 'form.error.amountMin', limit: min };
  if (max !== undefined && amount > max)
    return { ok: false, messageKey: 'form.error.amountMax', limit: max };
  if (step !== undefined && step > 0 && toFils(amount) % toFils(step) !== 0) {
    return { ok: false, messageKey: 'form.error.amountStep', limit: step };
  }
  return { ok: true, amount };
}

function limitsOf(rules: unknown): CustomAmountRules {
  if (rules === null || typeof rules !== 'object') return {};
  const read = (key: 'min' | 'max' | 'step'): number | undefined => {
    const value: unknown = (rules as Record<string, unknown>)[key];
    return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
  };
  const min = read('min');
  const max = read('max');
  const step = read('step');
  return {
    ...(min === undefined ? {} : { min }),
    ...(max === undefined ? {} : { max }),
    ...(step === undefined ? {} : { step }),
  };
}
