import * as z from 'zod/mini';
import type { RuleMessageKey } from '../messageKeys';
import { characterCount } from './characterCount';
import { validateWith, type ValidationResult } from './validationResult';

/** Nickname length limits (spec 000 §5, §9: at least 3, at most 30 characters). */
export const NICKNAME_MIN_LENGTH = 3;
export const NICKNAME_MAX_LENGTH = 30;

// Letters, combining marks (Arabic harakat, Indic vowel signs) and digits of any script, and spaces.
const NICKNAME_CHARACTERS = /^[\p{L}\p{M}\p{Nd} ]+$/u;

/**
 * Nickname schema (spec 000 §5): optional; when given, letters, digits and spaces in any script
 * (Arabic included), 3–30 characters. Emoji, symbols, punctuation and colons give
 * `form.error.specialCharacters`; a wrong length gives `form.error.nicknameLength`. A number counts
 * (it is read as its digits). Output: the trimmed nickname, or `undefined` when none was given.
 * Choices: blank, `null` and `undefined` all mean "no nickname"; only the plain space separates words
 * (tabs and line breaks are special characters); length counts characters, not UTF-16 units.
 */
export function nicknameSchema() {
  return z.pipe(
    z.transform((value: unknown) => {
      if (typeof value === 'number' && Number.isFinite(value)) return String(value);
      if (value === null || value === undefined) return undefined;
      return typeof value === 'string' ? value.trim() || undefined : value;
    }),
    z.optional(
      z.string({ error: 'form.error.specialCharacters' satisfies RuleMessageKey }).check(
        z.regex(NICKNAME_CHARACTERS, {
          error: 'form.error.specialCharacters' satisfies RuleMessageKey,
          abort: true,
        }),
        z.refine(
          (text) =>
            characterCount(text) >= NICKNAME_MIN_LENGTH &&
            characterCount(text) <= NICKNAME_MAX_LENGTH,
          {
            error: 'form.error.nicknameLength' satisfies RuleMessageKey,
          },
        ),
      ),
    ),
  );
}

/** Validates a nickname; see {@link nicknameSchema}. Never throws. */
export function validateNickname(value: unknown): ValidationResult<string | undefined> {
  return validateWith(nicknameSchema(), value, 'form.error.specialCharacters');
}

/**
 * Nickname when renaming a linked account (SCREENS.md S5.3): the rule of {@link nicknameSchema}, but
 * one must be given, since updateNickName takes a nickname and has no way to clear one (spec 000
 * §7). Blank gives `form.error.required`. Output: the trimmed nickname.
 */
export function renamedNicknameSchema() {
  return z.pipe(
    nicknameSchema(),
    z.string({ error: 'form.error.required' satisfies RuleMessageKey }),
  );
}

/** Validates a new nickname for a linked account; see {@link renamedNicknameSchema}. Never throws. */
export function validateRenamedNickname(value: unknown): ValidationResult<string> {
  return validateWith(renamedNicknameSchema(), value, 'form.error.specialCharacters');
}
