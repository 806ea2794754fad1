/**
 * A UAE phone number as the portal shows it (spec 000 §9: "a phone starting +9715 is shown as 05").
 *
 * Handled forms (spaces, dashes, dots and brackets are ignored): `+9715…`, `009715…`, `9715…` with
 * 12 digits, `+971 (0)5…`, for mobiles (5 + 8 digits) and landlines (area 2, 3, 4, 6, 7 or 9 + 7
 * digits, `+9712…` → `02…`). Already-local `05…` stays as is, which makes the function idempotent.
 * Choice: anything that is not a UAE number (another country, too short, letters) is returned
 * trimmed but otherwise untouched: showing what the user entered beats guessing. Non-strings give ''.
 * Never throws.
 *
 * @example displayPhoneNumber('+971501234567') // '0501234567'
 * @example displayPhoneNumber('00971 2 123 4567') // '021234567'
 */
export function displayPhoneNumber(input: unknown): string {
  if (typeof input !== 'string') return '';
  const text = input.trim();
  const digits = text.replace(/[\s\-.()]/g, '');
  const match = /^(?:\+971|00971|971(?=\d{9}$))0?(5\d{8}|[2-46-9]\d{7})$/.exec(digits);
  return match ? `0${match[1]}` : text;
}
