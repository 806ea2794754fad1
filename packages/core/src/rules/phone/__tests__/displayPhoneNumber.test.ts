import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayPhoneNumber } from '../displayPhoneNumber';

describe('displayPhoneNumber', () => {
  it.each([
    ['+971501234567', '0501234567'],
    ['+971 50 123 4567', '0501234567'],
    ['+971-50-123-4567', '0501234567'],
    ['00971501234567', '0501234567'],
    ['971501234567', '0501234567'],
    ['+971 (0)50 123 4567', '0501234567'],
    ['+97121234567', '+97121234567'],
    ['+971 2 666 6666', '+971 2 666 6666'],
    ['00971 2 123 4567', '00971 2 123 4567'],
    ['0501234567', '0501234567'],
    ['+966501234567', '+966501234567'],
    ['+97150123456', '+97150123456'],
    ['97121234567', '97121234567'],
    ['  +971501234567  ', '0501234567'],
    ['', ''],
  ])('%j → %j', (input, shown) => {
    expect(displayPhoneNumber(input)).toBe(shown);
  });

  it('gives an empty string for non-strings', () => {
    expect(displayPhoneNumber(501234567)).toBe('');
    expect(displayPhoneNumber(null)).toBe('');
  });

  it('shows every UAE mobile, however written, as 05 and its 8 digits', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('+971', '00971', '971', '+971 (0)', '+971-'),
        fc.stringMatching(/^[0-9]{8}$/),
        fc.constantFrom('', ' ', '-'),
        (prefix, rest, gap) => {
          const written = `${prefix}5${rest.slice(0, 1)}${gap}${rest.slice(1, 4)}${gap}${rest.slice(4)}`;
          expect(displayPhoneNumber(written)).toBe(`05${rest}`);
        },
      ),
    );
  });

  it('never changes a number that is not a UAE mobile (but trims it)', () => {
    const mobile = /^(?:\+971|00971|971(?=\d{9}$))0?5\d{8}$/;
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc
            .tuple(
              fc.constantFrom('+971', '00971', '+966', '+44', '0'),
              fc.constantFrom('2', '3', '4', '6', '7', '9', '1'),
              fc.stringMatching(/^[0-9 ]{6,9}$/),
            )
            .map((parts) => parts.join('')),
        ),
        (input) => {
          fc.pre(!mobile.test(input.trim().replace(/[\s\-.()]/g, '')));
          expect(displayPhoneNumber(input)).toBe(input.trim());
        },
      ),
    );
  });

  it('is idempotent and never throws', () => {
    const uaeLike = fc
      .tuple(
        fc.constantFrom('+971', '00971', '971', '+9710', '0', ''),
        fc.stringMatching(/^[0-9 -]{0,12}$/),
      )
      .map(([prefix, rest]) => prefix + rest);
    fc.assert(
      fc.property(fc.oneof(uaeLike, fc.string(), fc.anything()), (input) => {
        const once = displayPhoneNumber(input);
        expect(displayPhoneNumber(once)).toBe(once);
      }),
    );
  });
});
