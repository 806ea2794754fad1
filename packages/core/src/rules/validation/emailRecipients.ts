import * as z from 'zod/mini';
import type { RuleMessageKey } from '../messageKeys';
import { validateWith, type ValidationResult } from './validationResult';

/**
 * Most recipients one share-bill request may name.
 * Choice (not shown): 10, enough for a household or a small office while keeping the share feature
 * from being used to send bills in bulk.
 */
export const MAX_EMAIL_RECIPIENTS = 10;

/**
 * Splits recipient text on commas, semicolons and line breaks, trimming each part and dropping empty
 * ones. Spaces do not separate: `a@x.ae b@y.ae` stays one (invalid) address, so a typo is refused
 * rather than guessed at.
 */
export function splitEmailRecipients(text: string): string[] {
  if (typeof text !== 'string') return [];
  return text
    .split(/[,;\r\n]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/**
 * Drops later spellings of an address already listed, ignoring case; keeps the order typed. Like
 * every rule, never throws on what it is handed: anything but a list is no addresses, and an entry
 * that is not text is left out.
 */
export function dedupeIgnoringCase(addresses: readonly string[]): string[] {
  if (!Array.isArray(addresses)) return [];
  const seen = new Set<string>();
  return addresses.filter((address: unknown): address is string => {
    if (typeof address !== 'string') return false;
    const key = address.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** zod's e-mail check, made once on first use (a schema at module level is paid for by every importer). */
let emailAddress: z.ZodMiniEmail | undefined;

/** Is `text` one e-mail address, by zod's e-mail check (the wire schema's own)? */
export function isEmailAddress(text: string): boolean {
  emailAddress ??= z.email();
  return emailAddress.safeParse(text).success;
}

/**
 * The addresses of recipient text, in the order typed, split as {@link splitEmailRecipients} does
 * and with duplicates removed ignoring case (first spelling kept). Not validated: see
 * {@link emailRecipientsSchema}.
 */
export function parseEmailRecipients(text: string): string[] {
  return dedupeIgnoringCase(splitEmailRecipients(text));
}

/**
 * Share-bill recipients schema (spec 000 §5: "the emails field must be a valid list of emails").
 * Input: the textarea's text, addresses separated by commas, semicolons or new lines. Output: the
 * addresses, each valid (zod's e-mail check), duplicates removed ignoring case (first spelling
 * kept), in the order typed. Messages: `form.error.required` when none is given,
 * `form.error.emailList` when any address is invalid, `form.error.emailListTooLong` above
 * {@link MAX_EMAIL_RECIPIENTS} distinct addresses. The captcha is checked by the server; the form
 * only requires a token ({@link captchaTokenSchema}).
 */
export function emailRecipientsSchema() {
  return z.pipe(
    z.pipe(
      z.string({ error: 'form.error.required' satisfies RuleMessageKey }),
      z.transform(parseEmailRecipients),
    ),
    // Each address is checked, but the problem is the field's (not `emails.1`), so a form shows it
    // on the textarea and an error summary links to it.
    z.array(z.string()).check(
      z.refine((addresses) => addresses.every(isEmailAddress), {
        error: 'form.error.emailList' satisfies RuleMessageKey,
      }),
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

/**
 * The captcha part of the share form (spec 000 §5 "a captcha must pass"): a token from the captcha
 * provider must be present (`form.error.captcha` otherwise). Whether it passes is the server's
 * decision, on `shareWaterElectricityBill`.
 */
export function captchaTokenSchema() {
  return z
    .string({ error: 'form.error.captcha' satisfies RuleMessageKey })
    .check(z.minLength(1, { error: 'form.error.captcha' satisfies RuleMessageKey }));
}

/**
 * The share-bill form (spec 000 §2 share-bill modal, §5): the recipients' text and the captcha
 * token. Output: the recipients as a list (see {@link emailRecipientsSchema}) and the token.
 */
export function shareBillFormSchema() {
  return z.object({ emails: emailRecipientsSchema(), captchaToken: captchaTokenSchema() });
}
