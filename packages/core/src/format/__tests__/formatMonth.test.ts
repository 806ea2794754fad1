import { describe, expect, it } from 'vitest';
import { formatMonth } from '../formatMonth';

describe('formatMonth', () => {
  it('writes YYYY-MM as the month name and year, in English and Arabic', () => {
    expect(formatMonth('2026-05', { locale: 'en' })).toBe('May 2026');
    expect(formatMonth('2026-01')).toBe('January 2026');
    expect(formatMonth('2025-12', { locale: 'ar-AE' })).toBe('ديسمبر 2025');
  });

  it('says "Not Available" for anything that is not a real month', () => {
    for (const value of ['2026-13', '2026-00', '2026-5', '', null, undefined, 202605, '05-2026']) {
      expect(formatMonth(value, { locale: 'en' })).toBe('Not Available');
    }
    expect(formatMonth('nope', { locale: 'ar-AE' })).toBe('غير متوفر');
  });

  it('names the function when the locale is not a language tag', () => {
    expect(() => formatMonth('2026-05', { locale: 'not a locale!' })).toThrow(/formatMonth/);
  });
});
