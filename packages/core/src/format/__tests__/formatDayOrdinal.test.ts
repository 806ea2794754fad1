import { describe, expect, it } from 'vitest';
import { formatDayOrdinal } from '../formatDayOrdinal';

describe('formatDayOrdinal (spec 000 §2, §9: day pickers 1 to 31)', () => {
  it.each([
    [1, '1st', 'الأول'],
    [2, '2nd', 'الثاني'],
    [3, '3rd', 'الثالث'],
    [4, '4th', 'الرابع'],
    [10, '10th', 'العاشر'],
    [11, '11th', 'الحادي عشر'],
    [12, '12th', 'الثاني عشر'],
    [13, '13th', 'الثالث عشر'],
    [20, '20th', 'العشرون'],
    [21, '21st', 'الحادي والعشرون'],
    [22, '22nd', 'الثاني والعشرون'],
    [23, '23rd', 'الثالث والعشرون'],
    [30, '30th', 'الثلاثون'],
    [31, '31st', 'الحادي والثلاثون'],
  ])('%d → %s / %s', (day, english, arabic) => {
    expect(formatDayOrdinal(day, 'en')).toBe(english);
    expect(formatDayOrdinal(day, 'ar-AE')).toBe(arabic);
  });

  it('gives a distinct, non-empty text for each of the 31 days in both languages', () => {
    const days = Array.from({ length: 31 }, (_, index) => index + 1);
    for (const locale of ['en', 'ar-AE']) {
      expect(new Set(days.map((day) => formatDayOrdinal(day, locale))).size).toBe(31);
    }
  });

  it('gives the plain number in other locales and names a bad day', () => {
    expect(formatDayOrdinal(21, 'fr')).toBe('21');
    expect(() => formatDayOrdinal(0)).toThrow(/whole number from 1 to 31, got 0/);
    expect(() => formatDayOrdinal(1.5)).toThrow(RangeError);
  });
});
