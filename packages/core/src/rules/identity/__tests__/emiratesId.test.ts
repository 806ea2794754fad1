import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskedEmiratesId, parseEmiratesId, shownDigitsOfMaskedEmiratesId } from '../emiratesId';

const LAST_SHOWN = 4;

/** Every digit of the masked text after the fixed country code 784. */
function shownDigits(masked: string): string {
  return masked.replace(/^784/, '').replace(/\D/g, '');
}

describe('parseEmiratesId', () => {
  it.each([
    ['784-1990-1234567-1', '784199012345671'],
    [' 784 1990 1234567 1 ', '784199012345671'],
    ['784199012345671', '784199012345671'],
    ['٧٨٤-١٩٩٠-١٢٣٤٥٦٧-١', '784199012345671'],
    [784199012345671, '784199012345671'],
  ])('reads %j', (input, digits) => {
    expect(parseEmiratesId(input)).toEqual({ digits });
  });

  it.each([
    ['785-1990-1234567-1'],
    ['784-1990-123456-1'],
    ['784-1990-1234567-12'],
    ['abc'],
    [''],
    [null],
    [{}],
  ])('refuses %j', (input) => {
    expect(parseEmiratesId(input)).toBeUndefined();
  });
});

describe('maskedEmiratesId', () => {
  it('shows the country code and the last four digits only', () => {
    expect(maskedEmiratesId('784-1990-1234567-1')).toBe('784-XXXX-XXXX567-1');
    expect(maskedEmiratesId({ digits: '784198512345678' })).toBe('784-XXXX-XXXX567-8');
  });

  it('shows nothing for a number it cannot read', () => {
    expect(maskedEmiratesId('1990-1234567')).toBeUndefined();
    expect(maskedEmiratesId({ digits: '12345' })).toBeUndefined();
    expect(maskedEmiratesId(undefined)).toBeUndefined();
  });

  it('never reveals more than the last four digits, whatever the input', () => {
    const idLike = fc
      .tuple(fc.stringMatching(/^\d{12}$/), fc.constantFrom('-', ' ', '', '.'), fc.boolean())
      .map(([rest, separator, padded]) => {
        const text = `784${separator}${rest.slice(0, 4)}${separator}${rest.slice(4, 11)}${separator}${rest.slice(11)}`;
        return padded ? ` ${text} ` : text;
      });
    fc.assert(
      fc.property(fc.oneof(idLike, fc.string(), fc.anything()), (input) => {
        const masked = maskedEmiratesId(input);
        if (masked === undefined) return;
        const digits = parseEmiratesId(input)?.digits ?? (input as { digits: string }).digits;
        expect(masked).toMatch(/^784-XXXX-XXXX\d{3}-\d$/);
        const shown = shownDigits(masked);
        expect(shown.length).toBeLessThanOrEqual(LAST_SHOWN);
        expect(digits.endsWith(shown)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe('shownDigitsOfMaskedEmiratesId', () => {
  it('gives the digits the mask still shows', () => {
    expect(shownDigitsOfMaskedEmiratesId('784-XXXX-XXXX567-1')).toBe('5671');
  });

  it.each(['784-1990-1234567-1', '784-XXXX-XXXX56-1', 'XXXX', ''])(
    'gives nothing for %j',
    (text) => {
      expect(shownDigitsOfMaskedEmiratesId(text)).toBeUndefined();
    },
  );

  it('gives back exactly the last digits of every masked number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^784\d{12}$/), (digits) => {
        const masked = maskedEmiratesId({ digits });
        expect(masked).toBeDefined();
        expect(shownDigitsOfMaskedEmiratesId(masked ?? '')).toBe(digits.slice(-LAST_SHOWN));
      }),
      { numRuns: 300 },
    );
  });
});
