import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_EMAIL_RECIPIENTS,
  parseEmailRecipients,
  shareBillFormSchema,
  splitEmailRecipients,
  validateEmailRecipients,
} from '../emailRecipients';

/** Addresses zod's e-mail check accepts, in mixed case. */
const address = fc
  .tuple(
    fc.stringMatching(/^[a-z][a-z0-9]{0,6}(\.[a-z0-9]{1,4})?$/),
    fc.stringMatching(/^[a-z]{1,8}$/),
    fc.constantFrom('ae', 'com', 'org', 'gov.ae'),
    fc.boolean(),
  )
  .map(([local, domain, tld, upper]) => {
    const text = `${local}@${domain}.${tld}`;
    return upper ? text.toUpperCase() : text;
  });

/** One separator the rule accepts, with optional spaces around it. */
const separator = fc
  .tuple(
    fc.constantFrom(',', ';', '\n', '\r\n', ',\n', ';;'),
    fc.constantFrom('', ' ', '  '),
    fc.constantFrom('', ' ', '\t'),
  )
  .map(([mark, before, after]) => `${before}${mark}${after}`);

/** Joins addresses with random separators (one per gap). */
function joined(addresses: readonly string[], separators: readonly string[]): string {
  return addresses.reduce(
    (text, next, index) =>
      index === 0 ? next : `${text}${separators[index % separators.length] ?? ','}${next}`,
    '',
  );
}

const distinctIgnoringCase = (values: readonly string[]) =>
  new Set(values.map((value) => value.toLowerCase())).size === values.length;

describe('share-bill recipients rule (properties)', () => {
  it('accepts 1–10 valid addresses under any separators, in order, duplicates dropped', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(address, {
          minLength: 1,
          maxLength: MAX_EMAIL_RECIPIENTS,
          selector: (value) => value.toLowerCase(),
        }),
        fc.array(separator, { minLength: 1, maxLength: 5 }),
        fc.array(fc.nat(), { maxLength: 5 }),
        (addresses, separators, repeats) => {
          // Repeat some addresses in another case: they must be dropped, the first spelling kept.
          const typed = [
            ...addresses,
            ...repeats.map((index) => {
              const original = addresses[index % addresses.length] ?? '';
              return original === original.toLowerCase()
                ? original.toUpperCase()
                : original.toLowerCase();
            }),
          ];
          expect(validateEmailRecipients(joined(typed, separators))).toEqual({
            ok: true,
            value: addresses,
          });
        },
      ),
    );
  });

  it('refuses more than 10 distinct addresses, however they are separated', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(address, {
          minLength: MAX_EMAIL_RECIPIENTS + 1,
          maxLength: MAX_EMAIL_RECIPIENTS + 6,
          selector: (value) => value.toLowerCase(),
        }),
        fc.array(separator, { minLength: 1, maxLength: 3 }),
        (addresses, separators) => {
          expect(validateEmailRecipients(joined(addresses, separators))).toEqual({
            ok: false,
            messageKey: 'form.error.emailListTooLong',
          });
        },
      ),
    );
  });

  it('refuses a list with any invalid address among valid ones', () => {
    const invalid = fc.constantFrom(
      'not-an-email',
      'a@',
      '@x.ae',
      'a b@x.ae',
      'a@x.ae b@y.ae',
      'a@@x.ae',
    );
    fc.assert(
      fc.property(
        fc.uniqueArray(address, {
          minLength: 0,
          maxLength: 5,
          selector: (value) => value.toLowerCase(),
        }),
        invalid,
        fc.nat(),
        separator,
        (addresses, bad, at, mark) => {
          const typed = [...addresses];
          typed.splice(at % (typed.length + 1), 0, bad);
          expect(validateEmailRecipients(typed.join(mark))).toEqual({
            ok: false,
            messageKey: 'form.error.emailList',
          });
        },
      ),
    );
  });

  it('parses any text into trimmed, non-empty parts without case-insensitive duplicates', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 200 }), (text) => {
        const parts = parseEmailRecipients(text);
        expect(distinctIgnoringCase(parts)).toBe(true);
        for (const part of parts) {
          expect(part).toBe(part.trim());
          expect(part).not.toBe('');
          expect(part).not.toMatch(/[,;\r\n]/);
        }
        expect(parts.length).toBeLessThanOrEqual(splitEmailRecipients(text).length);
      }),
    );
  });
});

describe('shareBillFormSchema', () => {
  it('gives the parsed recipients and the token', () => {
    expect(
      shareBillFormSchema().safeParse({ emails: 'a@x.ae;\nA@x.ae, b@y.ae', captchaToken: 't' }),
    ).toMatchObject({ success: true, data: { emails: ['a@x.ae', 'b@y.ae'], captchaToken: 't' } });
  });

  it('names the emails field and the captcha with their message keys', () => {
    const result = shareBillFormSchema().safeParse({ emails: 'a@x.ae, nope', captchaToken: '' });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['emails', 'form.error.emailList'],
        ['captchaToken', 'form.error.captcha'],
      ]),
    );
  });
});
