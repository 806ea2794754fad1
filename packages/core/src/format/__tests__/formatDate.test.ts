import { describe, expect, it } from 'vitest';
import { formatDate } from '../formatDate';

/** ICU may change the kind of space between releases; compare words, not bytes. */
const words = (text: string) =>
  text
    .normalize('NFC')
    .replace(/[\s\u202f\u00a0]+/gu, ' ')
    .trim();

describe('formatDate (spec 000 §9: dd MMMM yyyy, 12-hour clock, Asia/Dubai)', () => {
  const afternoon = new Date('2026-03-05T11:05:00Z'); // 15:05 in Dubai

  it('writes dd MMMM yyyy in English and Arabic, with Arabic month names and Latin digits', () => {
    expect(words(formatDate(afternoon))).toBe('05 March 2026');
    expect(words(formatDate(afternoon, { locale: 'ar-AE' }))).toBe('05 مارس 2026');
  });

  it('adds the 12-hour time in the Dubai time zone', () => {
    expect(words(formatDate(afternoon, { withTime: true }))).toBe('05 March 2026 03:05 PM');
    expect(words(formatDate(afternoon, { locale: 'ar-AE', withTime: true }))).toBe(
      '05 مارس 2026 03:05 م',
    );
  });

  it('turns the date over at midnight Dubai time, not UTC', () => {
    expect(words(formatDate('2026-12-31T19:59:59Z'))).toBe('31 December 2026');
    expect(words(formatDate('2026-12-31T20:00:00Z', { withTime: true }))).toBe(
      '01 January 2027 12:00 AM',
    );
    expect(words(formatDate('2026-12-31T20:00:00Z', { timeZone: 'UTC' }))).toBe('31 December 2026');
  });

  it('keeps the spec order and the date-context month in other locales', () => {
    expect(words(formatDate(afternoon, { locale: 'ru' }))).toBe('05 марта 2026');
  });

  it.each([undefined, null, '', 'not a date', Number.NaN, new Date(Number.NaN)])(
    'shows Not Available for %j',
    (value) => {
      expect(formatDate(value)).toBe('Not Available');
      expect(formatDate(value, { locale: 'ar-AE' })).toBe('غير متوفر');
    },
  );

  it('names a bad time zone', () => {
    expect(() => formatDate(afternoon, { timeZone: 'Mars/Olympus' })).toThrow(
      /time zone "Mars\/Olympus"/,
    );
  });
});
