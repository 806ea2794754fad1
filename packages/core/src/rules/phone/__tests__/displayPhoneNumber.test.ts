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
    ['+97121234567', '021234567'],
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
