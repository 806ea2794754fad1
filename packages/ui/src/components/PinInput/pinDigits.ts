import { toLatinDigits } from '@portal/core';

/**
 * The digits of a typed, pasted or autofilled PIN, as Latin digits: Arabic-Indic digits read as
 * Latin (core's `toLatinDigits`, the PIN rule's own choice), then everything that is not a digit
 * (spaces in "1 2 3 4", letters, punctuation) dropped.
 */
export function pinDigitsOf(text: string): string {
  return toLatinDigits(text).replace(/[^0-9]/g, '');
}

/** The one Latin digit a single key stands for (`"٣"` → `"3"`), or `undefined` for any other key. */
export function digitOfKey(key: string): string | undefined {
  if ([...key].length !== 1) return undefined;
  const digit = pinDigitsOf(key);
  return digit.length === 1 ? digit : undefined;
}
