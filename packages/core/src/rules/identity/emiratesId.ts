/**
 * An Emirates ID number (spec 000 §6 `nationalId`): 15 digits, `784-YYYY-NNNNNNN-C` (784 the
 * country, YYYY the birth year, the serial, a check digit).
 */
export interface EmiratesId {
  /** The 15 digits, no separators. */
  readonly digits: string;
}

/** How many of the last digits the masked form shows: enough for the person to recognise it. */
export const EMIRATES_ID_SHOWN_DIGITS = 4;

/**
 * Reads an Emirates ID however it is written: with or without dashes, spaces or dots, with Arabic-Indic
 * or Eastern Arabic-Indic digits. Anything that is not 15 digits starting 784 is `undefined`. Never
 * throws.
 * @example parseEmiratesId('784 1990 1234567 1') // { digits: '784199012345671' }
 */
export function parseEmiratesId(input: unknown): EmiratesId | undefined {
  if (typeof input !== 'string' && typeof input !== 'number') return undefined;
  const text = String(input)
    .trim()
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[\s\-.\u2010-\u2015]/g, '');
  return /^784\d{12}$/.test(text) ? { digits: text } : undefined;
}

/**
 * An Emirates ID for display, all but its last {@link EMIRATES_ID_SHOWN_DIGITS} digits hidden:
 * `784-XXXX-XXXX567-1`. The leading 784 is the same for every card (the country), so it tells
 * nothing about the person; birth year and serial are hidden because the number is a key to the
 * person's identity and the screen may be seen by others. Input that is not an Emirates ID
 * ({@link parseEmiratesId}) gives `undefined`: a shape the rule cannot read is never shown at all.
 * @example maskedEmiratesId('784-1990-1234567-1') // '784-XXXX-XXXX567-1'
 */
export function maskedEmiratesId(input: unknown): string | undefined {
  const id = typeof input === 'object' && input !== null ? (input as EmiratesId) : undefined;
  const digits = id?.digits ?? parseEmiratesId(input)?.digits;
  if (digits === undefined || !/^784\d{12}$/.test(digits)) return undefined;
  const last = digits.slice(-EMIRATES_ID_SHOWN_DIGITS);
  return `784-XXXX-XXXX${last.slice(0, 3)}-${last.slice(3)}`;
}

/**
 * The digits a masked Emirates ID still shows at its end (`784-XXXX-XXXX567-1` → `5671`), for
 * words that say the number aloud: a screen reader reads the mask as "X X X X", which says nothing,
 * where "ending in 5 6 7 1" says which card it is. `undefined` for text that is not such a mask.
 */
export function shownDigitsOfMaskedEmiratesId(masked: string): string | undefined {
  const match = /^784-XXXX-XXXX(\d{3})-(\d)$/.exec(masked);
  return match ? `${match[1]}${match[2]}` : undefined;
}
