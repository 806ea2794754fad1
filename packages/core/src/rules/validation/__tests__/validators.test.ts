import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RULE_MESSAGE_KEYS } from '../../messageKeys';
import { validateAccountNumber } from '../accountNumber';
import { validateAutopayDay } from '../autopayDay';
import { validateCardNumber } from '../cardNumber';
import { validateDueDate } from '../dueDate';
import { validateEmailRecipients } from '../emailRecipients';
import { toLatinDigits } from '../latinDigits';
import { validateNickname, validateRenamedNickname } from '../nickname';
import { validatePin } from '../pin';
import type { ValidationResult } from '../validationResult';

const fail = (messageKey: string) => ({ ok: false, messageKey });

describe('validateAccountNumber', () => {
  it.each([
    ['1234567890', 'addc', { ok: true, value: '1234567890' }],
    [' 0123456789 ', 'aadc', { ok: true, value: '0123456789' }],
    ['١٢٣٤٥٦٧٨٩٠', 'addc', { ok: true, value: '1234567890' }],
    ['123456789', 'addc', fail('form.error.accountNumberLength')],
    ['12345678901', 'aadc', fail('form.error.accountNumberLength')],
    ['1', 'du', { ok: true, value: '1' }],
    ['1'.repeat(30), 'du', { ok: true, value: '1'.repeat(30) }],
    ['1'.repeat(31), 'du', fail('form.error.accountNumberLength')],
    ['12a4', 'du', fail('form.error.accountNumber')],
    ['12 34', 'etisalat', fail('form.error.accountNumber')],
    ['-123', undefined, fail('form.error.accountNumber')],
    ['', 'du', fail('form.error.required')],
    ['   ', 'addc', fail('form.error.required')],
    [undefined, 'du', fail('form.error.required')],
    [1234567890, 'addc', fail('form.error.required')],
  ] as const)('%j for %s → %j', (value, entity, expected) => {
    expect(validateAccountNumber(value, entity)).toEqual(expected);
  });
});

describe('validateNickname', () => {
  it.each([
    [undefined, { ok: true, value: undefined }],
    [null, { ok: true, value: undefined }],
    ['   ', { ok: true, value: undefined }],
    ['Home', { ok: true, value: 'Home' }],
    ['  My villa 2 ', { ok: true, value: 'My villa 2' }],
    ['بيتي', { ok: true, value: 'بيتي' }],
    ['مَكتَب', { ok: true, value: 'مَكتَب' }],
    ['Flat ٣', { ok: true, value: 'Flat ٣' }],
    [12345, { ok: true, value: '12345' }],
    ['abc', { ok: true, value: 'abc' }],
    ['ab', fail('form.error.nicknameLength')],
    ['a'.repeat(30), { ok: true, value: 'a'.repeat(30) }],
    ['a'.repeat(31), fail('form.error.nicknameLength')],
    [7, fail('form.error.nicknameLength')],
    ['Home 🏠', fail('form.error.specialCharacters')],
    ['Home: main', fail('form.error.specialCharacters')],
    ['a$b', fail('form.error.specialCharacters')],
    ['tab\there', fail('form.error.specialCharacters')],
    ['x:', fail('form.error.specialCharacters')],
    [{}, fail('form.error.specialCharacters')],
    [true, fail('form.error.specialCharacters')],
  ] as const)('%j → %j', (value, expected) => {
    expect(validateNickname(value)).toEqual(expected);
  });
});

describe('validateRenamedNickname', () => {
  it.each([
    ['  Beach house ', { ok: true, value: 'Beach house' }],
    ['بيت الشاطئ', { ok: true, value: 'بيت الشاطئ' }],
    ['', fail('form.error.required')],
    ['   ', fail('form.error.required')],
    [undefined, fail('form.error.required')],
    [null, fail('form.error.required')],
    ['ab', fail('form.error.nicknameLength')],
    ['Home: main', fail('form.error.specialCharacters')],
  ] as const)('%j → %j', (value, expected) => {
    expect(validateRenamedNickname(value)).toEqual(expected);
  });

  it('accepts exactly what the linking rule accepts, once a nickname is given', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const linking = validateNickname(text);
        const renaming = validateRenamedNickname(text);
        if (linking.ok && linking.value === undefined) {
          expect(renaming).toEqual(fail('form.error.required'));
        } else {
          expect(renaming).toEqual(linking);
        }
      }),
    );
  });
});

describe('validateEmailRecipients', () => {
  it('splits on commas, semicolons and new lines, and drops duplicates ignoring case', () => {
    expect(validateEmailRecipients('a@x.ae, b@y.com;\nA@X.ae\r\nc@z.org;')).toEqual({
      ok: true,
      value: ['a@x.ae', 'b@y.com', 'c@z.org'],
    });
  });

  it.each([
    ['', fail('form.error.required')],
    [' ;, ', fail('form.error.required')],
    [undefined, fail('form.error.required')],
    ['a@x.ae, not-an-email', fail('form.error.emailList')],
    ['a@x.ae b@y.ae', fail('form.error.emailList')],
  ] as const)('%j → %j', (value, expected) => {
    expect(validateEmailRecipients(value)).toEqual(expected);
  });

  it('accepts 10 distinct addresses and refuses 11', () => {
    const addresses = (count: number) =>
      Array.from({ length: count }, (_, index) => `user${index}@x.ae`).join(',');
    expect(validateEmailRecipients(addresses(10)).ok).toBe(true);
    expect(validateEmailRecipients(addresses(11))).toEqual(fail('form.error.emailListTooLong'));
    expect(validateEmailRecipients(`${addresses(10)},USER0@x.ae`).ok).toBe(true);
  });
});

describe('validatePin', () => {
  it.each([
    ['1234', { ok: true, value: '1234' }],
    [' 0000 ', { ok: true, value: '0000' }],
    ['١٢٣٤', { ok: true, value: '1234' }],
    ['123', fail('form.error.pin')],
    ['12345', fail('form.error.pin')],
    ['12a4', fail('form.error.pin')],
    ['12 34', fail('form.error.pin')],
    [1234, fail('form.error.pin')],
  ] as const)('%j → %j', (value, expected) => {
    expect(validatePin(value)).toEqual(expected);
  });
});

describe('validateCardNumber', () => {
  it.each([
    ['5000123412341234', { ok: true, value: '5000123412341234' }],
    ['5000 1234 1234 1234', { ok: true, value: '5000123412341234' }],
    ['٥٠٠٠١٢', { ok: true, value: '500012' }],
    ['12345', fail('form.error.cardNumber')],
    ['1'.repeat(21), fail('form.error.cardNumber')],
    ['5000-1234', fail('form.error.cardNumber')],
    ['', fail('form.error.required')],
    ['   ', fail('form.error.required')],
    [undefined, fail('form.error.required')],
  ])('%j → %j', (value, expected) => {
    expect(validateCardNumber(value)).toEqual(expected);
  });
});

describe('validateAutopayDay', () => {
  it.each([
    [1, { ok: true, value: 1 }],
    [31, { ok: true, value: 31 }],
    [0, fail('form.error.autopayDay')],
    [32, fail('form.error.autopayDay')],
    [1.5, fail('form.error.autopayDay')],
    ['5', fail('form.error.autopayDay')],
    [null, fail('form.error.autopayDay')],
  ] as const)('%j → %j', (value, expected) => {
    expect(validateAutopayDay(value)).toEqual(expected);
  });
});

describe('validateDueDate', () => {
  it.each([
    ['01-03-2026', { ok: true, value: { year: 2026, month: 3, day: 1 } }],
    ['29-02-2028', { ok: true, value: { year: 2028, month: 2, day: 29 } }],
    ['31-12-2026', { ok: true, value: { year: 2026, month: 12, day: 31 } }],
    ['29-02-2026', fail('form.error.dueDate')],
    ['31-04-2026', fail('form.error.dueDate')],
    ['00-01-2026', fail('form.error.dueDate')],
    ['01-13-2026', fail('form.error.dueDate')],
    ['1-3-2026', fail('form.error.dueDate')],
    ['2026-03-01', fail('form.error.dueDate')],
    [null, fail('form.error.dueDate')],
  ] as const)('%j → %j', (value, expected) => {
    expect(validateDueDate(value)).toEqual(expected);
  });
});

describe('every validator', () => {
  const validators: Array<(value: unknown) => ValidationResult<unknown>> = [
    (value) => validateAccountNumber(value, 'addc'),
    (value) => validateAccountNumber(value),
    validateNickname,
    validateRenamedNickname,
    validateEmailRecipients,
    validatePin,
    validateCardNumber,
    validateDueDate,
    validateAutopayDay,
  ];

  it('never throws on any input and answers only with known message keys', () => {
    fc.assert(
      fc.property(
        fc.anything(),
        fc.integer({ min: 0, max: validators.length - 1 }),
        (value, index) => {
          const result = (validators[index] as (value: unknown) => ValidationResult<unknown>)(
            value,
          );
          if (!result.ok) expect(RULE_MESSAGE_KEYS).toContain(result.messageKey);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('never throws on hostile strings either', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        validators.forEach((validate) => validate(value));
      }),
    );
  });
});

describe('toLatinDigits', () => {
  it('maps Arabic-Indic and Eastern Arabic-Indic digits', () => {
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹ 42')).toBe('0123456789 0123456789 42');
  });
});
