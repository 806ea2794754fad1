import { PIN_LENGTH } from '../rules/security/pinPolicy';

// Arabic-Indic (U+0660–0669) and Extended Arabic-Indic (U+06F0–06F9) digits, as typed on Arabic and
// Persian keyboards.
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * The PIN as sent to the server (spec 001 §5: whitespace is trimmed). Choice: Arabic-Indic digits are
 * read as the same digits, so a user typing on an Arabic keyboard is not told their correct PIN is
 * wrong; the server only ever receives ASCII 0–9.
 */
export function normalisePin(raw: string): string {
  return raw.trim().replace(EASTERN_DIGITS, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf));
}

// Marked pure so bundlers drop it from entries that never check a PIN (the idle lock, the refresher).
const COMPLETE_PIN = /* @__PURE__ */ new RegExp(`^[0-9]{${PIN_LENGTH}}$`);

/**
 * Whether the input can be submitted (spec 001 §5: exactly 4 characters after trimming, the confirm
 * button is disabled otherwise). Choice: the 4 characters must be digits, since the field is a PIN pad
 * and letters would only earn a wrong-PIN strike.
 */
export function isCompletePin(raw: string): boolean {
  return COMPLETE_PIN.test(normalisePin(raw));
}
