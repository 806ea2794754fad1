import { readNumber } from '../internal/readField';

/** What to print for an amount: the number (formatted by `formatAmount`) or a placeholder. */
export type AmountDisplay =
  | { readonly kind: 'amount'; readonly amount: number }
  | { readonly kind: 'placeholder'; readonly text: '-' | '0.00' };

/**
 * The invalid-amount decision (spec 000 §5: "an invalid amount shows '-' or '0.00'").
 *
 * Choice (the spec does not say which applies where): `'dash'` is the default, for amounts the user
 * must act on (due, balance, total), because `0.00` would claim nothing is owed when the amount is
 * in fact unknown. `'zero'` is for sums where no value does mean nothing (fines total with no fines).
 */
export function amountDisplayOf(
  value: unknown,
  whenInvalid: 'dash' | 'zero' = 'dash',
): AmountDisplay {
  const amount = readNumber(typeof value === 'string' ? value.replace(/,/g, '') : value);
  if (amount !== undefined) return { kind: 'amount', amount };
  return { kind: 'placeholder', text: whenInvalid === 'zero' ? '0.00' : '-' };
}
