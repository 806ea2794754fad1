/**
 * A UAE mobile number as the portal shows it (spec 000 §9: "a phone starting +9715 is shown as 05").
 *
 * Handled forms of a mobile (5 and 8 digits; spaces, dashes, dots and brackets are ignored):
 * `+9715…`, `009715…`, `9715…` with 12 digits, `+971 (0)5…`; each is shown as `05` and the 8 digits.
 * Already-local `05…` stays as is, which makes the function idempotent.
 * Choice: only mobiles change, as the spec says. A landline keeps its international form (the
 * contact centre's "from outside the UAE: +971 2 666 6666" must stay dialable from abroad), and
 * anything that is not a UAE mobile (another country, too short, letters) is returned trimmed but
 * otherwise untouched: showing what was written beats guessing. Non-strings give ''. Never throws.
 * Show the result left to right inside Arabic text (`<bdi dir="ltr">`).
 *
 * @example displayPhoneNumber('+971501234567') // '0501234567'
 * @example displayPhoneNumber('+971 2 666 6666') // '+971 2 666 6666'
 */
export function displayPhoneNumber(input: unknown): string {
  if (typeof input !== 'string') return '';
  const text = input.trim();
  const digits = text.replace(/[\s\-.()]/g, '');
  const match = /^(?:\+971|00971|971(?=\d{9}$))0?(5\d{8})$/.exec(digits);
  return match ? `0${match[1]}` : text;
}
