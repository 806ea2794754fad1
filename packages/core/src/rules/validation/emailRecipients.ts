import * as z from 'zod/mini';
import type { RuleMessageKey } from '../messageKeys';
import { validateWith, type ValidationResult } from './validationResult';

/**
 * Most recipients one share-bill request may name.
 * Choice (not shown): 10, enough for a household or a small office while keeping the share feature
 * from being used to send bills in bulk.
 */
export const MAX_EMAIL_RECIPIENTS = 10;

/** Splits recipient text on commas, semicolons and line breaks, trimming each part. */
export function splitEmailRecipients(text: string): string[] {
  if (typeof text !== 'string') return [];
  return text
    .split(/[,;\r\n]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

function dedupeIgnoringCase(addresses: readonly string[]): string[] {
  const seen = new Set<string>();
  return addresses.filter((address) => {
    const key = address.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Share-bill recipients schema (spec 000 §5: "the emails field must be a valid list of emails").
 * Input: the textarea's text, addresses separated by commas, semicolons or new lines. Output: the
 * addresses, each valid (zod's e-mail check), duplicates removed ignoring case (first spelling
 * kept), in the order typed. Messages: `form.error.required` when none is given,
 * `form.error.emailList` when any address is invalid, `form.error.emailListTooLong` above
 * {@link MAX_EMAIL_RECIPIENTS} distinct addresses. The captcha is checked by the server, not here.
 */
export function emailRecipientsSchema() {
  return z.pipe(
    z.pipe(
      z.string({ error: 'form.error.required' satisfies RuleMessageKey }),
      z.transform((text) => dedupeIgnoringCase(splitEmailRecipients(text))),
    ),
    z.array(z.email({ error: 'form.error.emailList' satisfies RuleMessageKey })).check(
      z.minLength(1, { error: 'form.error.required' satisfies RuleMessageKey }),
      z.maxLength(MAX_EMAIL_RECIPIENTS, {
        error: 'form.error.emailListTooLong' satisfies RuleMessageKey,
      }),
    ),
  );
}

/** Validates share-bill recipients; see {@link emailRecipientsSchema}. Never throws. */
export function validateEmailRecipients(value: unknown): ValidationResult<string[]> {
  return validateWith(emailRecipientsSchema(), value, 'form.error.emailList');
}
