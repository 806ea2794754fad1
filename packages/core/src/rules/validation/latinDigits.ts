/**
 * Replaces Arabic-Indic (٠–٩) and Eastern Arabic-Indic (۰–۹) digits with Latin ones. Users on an
 * Arabic keyboard type these into account-number and PIN fields; the backend expects Latin digits.
 */
export function toLatinDigits(text: string): string {
  if (typeof text !== 'string') return '';
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) =>
    String((digit.codePointAt(0) ?? 0) & 0xf),
  );
}
