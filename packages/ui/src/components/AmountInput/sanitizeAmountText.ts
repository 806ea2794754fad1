import { toLatinDigits } from '@portal/core';

/** Separators read as the decimal point: the full stop and the Arabic decimal separator (U+066B). */
const DECIMAL_SEPARATORS = new Set(['.', '\u066b']);

export interface SanitizeAmountOptions {
  /**
   * Read a comma as the decimal point: set when the comma was just typed (a phone's decimal key in
   * some locales gives one). A pasted comma is a thousands separator and is dropped.
   */
  readonly commaIsDecimal?: boolean;
}

/**
 * What an amount field keeps of a text: digits (Arabic-Indic ones as Latin, the digits the portal
 * shows everywhere) and the first decimal separator, written `.`; everything else (letters,
 * spaces, thousands separators, a second separator) is dropped. Nothing is rounded or padded.
 */
export function sanitizeAmountText(text: string, options: SanitizeAmountOptions = {}): string {
  let kept = '';
  let hasSeparator = false;
  for (const character of toLatinDigits(text)) {
    if (character >= '0' && character <= '9') {
      kept += character;
    } else if (
      !hasSeparator &&
      (DECIMAL_SEPARATORS.has(character) || (options.commaIsDecimal && character === ','))
    ) {
      kept += '.';
      hasSeparator = true;
    }
  }
  return kept;
}
