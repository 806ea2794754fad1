import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, toAmount } from '../formatAmount';

describe('formatAmount', () => {
  it.each([
    [0, '0.00'],
    [5, '5.00'],
    [1234.5, '1,234.50'],
    [1_000_000, '1,000,000.00'],
    [-42.125, '-42.13'],
    ['1250.5', '1,250.50'],
    ['1,250.5', '1,250.50'],
    [' 7 ', '7.00'],
  ])('formats %j as %s', (value, expected) => {
    expect(formatAmount(value)).toBe(expected);
  });

  it.each([
    NaN,
    Infinity,
    -Infinity,
    '',
    ' ',
    'abc',
    '12abc',
    '1e5x',
    null,
    undefined,
    {},
    [],
    true,
  ])("shows '-' for the invalid amount %j", (value) => {
    expect(formatAmount(value)).toBe('-');
  });

  it('keeps Latin digits and Arabic separators in Arabic', () => {
    const text = formatAmount(1234.5, { locale: 'ar-AE' });
    expect(text).toMatch(/^1.234.50$/u);
    expect(text).not.toMatch(/[٠-٩]/u);
  });

  it('never throws and always gives 2 decimals or a dash', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const text = formatAmount(value);
        expect(text === '-' || /^-?\d{1,3}(,\d{3})*\.\d{2}$/.test(text)).toBe(true);
      }),
    );
  });

  it('round-trips any finite number to within half a fil', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (value) => {
        const shown = toAmount(formatAmount(value));
        expect(shown).toBeDefined();
        expect(Math.abs((shown as number) - value)).toBeLessThanOrEqual(0.005 + 1e-6);
      }),
    );
  });
});
