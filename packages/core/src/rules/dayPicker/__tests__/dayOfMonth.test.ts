import { describe, expect, it } from 'vitest';
import { AUTOPAY_DAYS, effectiveAutopayDay, englishOrdinalOf, isDayOfMonth } from '../dayOfMonth';

describe('day picker', () => {
  it('offers days 1 to 31', () => {
    expect(AUTOPAY_DAYS).toHaveLength(31);
    expect(AUTOPAY_DAYS[0]).toBe(1);
    expect(AUTOPAY_DAYS.at(-1)).toBe(31);
  });

  it('gives the English ordinal of every day, 11–13 included', () => {
    expect(AUTOPAY_DAYS.map((day) => `${day}${englishOrdinalOf(day)}`).join(' ')).toBe(
      '1st 2nd 3rd 4th 5th 6th 7th 8th 9th 10th 11th 12th 13th 14th 15th 16th 17th 18th 19th 20th ' +
        '21st 22nd 23rd 24th 25th 26th 27th 28th 29th 30th 31st',
    );
  });

  it('agrees with the runtime’s English ordinal plural rules', () => {
    const rules = new Intl.PluralRules('en', { type: 'ordinal' });
    const suffix = { one: 'st', two: 'nd', few: 'rd', other: 'th' } as Record<string, string>;
    AUTOPAY_DAYS.forEach((day) => expect(englishOrdinalOf(day)).toBe(suffix[rules.select(day)]));
  });

  it.each([0, 32, 1.5, Number.NaN])('refuses %d with a RangeError naming the problem', (day) => {
    expect(isDayOfMonth(day)).toBe(false);
    expect(() => englishOrdinalOf(day)).toThrow(/day must be a whole number from 1 to 31/);
  });

  it.each([
    [31, 2026, 2, 28],
    [31, 2028, 2, 29],
    [31, 2026, 4, 30],
    [31, 2026, 1, 31],
    [15, 2026, 2, 15],
  ])('day %d runs on %d-%d-%d', (day, year, month, effective) => {
    expect(effectiveAutopayDay(day, year, month)).toBe(effective);
  });

  it('refuses a month outside 1–12', () => {
    expect(() => effectiveAutopayDay(1, 2026, 13)).toThrow(/month must be 1 to 12/);
  });
});
