import { describe, expect, it } from 'vitest';
import { formatCountdown, formatCountdownWords } from '../formatCountdown';
import { formatUnit } from '../formatUnit';

const words = (text: string) => text.replace(/[\s\u202f\u00a0]+/gu, ' ').trim();

describe('formatCountdown (spec 001 §4: minutes and seconds)', () => {
  it.each([
    [300_000, '05:00'],
    [299_001, '05:00'],
    [299_000, '04:59'],
    [60_000, '01:00'],
    [59_999, '01:00'],
    [1, '00:01'],
    [0, '00:00'],
    [-5_000, '00:00'],
    [Number.NaN, '00:00'],
    [3_900_000, '65:00'],
  ])('%d ms → %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });
});

describe('formatUnit and formatCountdownWords (Intl unit style, any locale)', () => {
  it.each([
    [1, 'minute', '1 minute', 'دقيقة'],
    [2, 'minute', '2 minutes', 'دقيقتان'],
    [5, 'minute', '5 minutes', '5 دقائق'],
    [11, 'second', '11 seconds', '11 ثانية'],
    [1, 'day', '1 day', 'يوم'],
    [2, 'hour', '2 hours', 'ساعتان'],
  ] as const)('%d %s → %s / %s', (value, unit, english, arabic) => {
    expect(words(formatUnit(value, unit))).toBe(english);
    expect(words(formatUnit(value, unit, { locale: 'ar-AE' }))).toBe(arabic);
  });

  it('spells the time left, leaving out zero parts', () => {
    expect(words(formatCountdownWords(299_000))).toBe('4 minutes, 59 seconds');
    expect(words(formatCountdownWords(299_000, { locale: 'ar-AE' }))).toBe('4 دقائق و59 ثانية');
    expect(words(formatCountdownWords(120_000))).toBe('2 minutes');
    expect(words(formatCountdownWords(0))).toBe('0 seconds');
    expect(words(formatCountdownWords(90_061_000))).toBe('1 day, 1 hour, 1 minute, 1 second');
  });

  it('works in every interface language and names a bad value', () => {
    expect(formatUnit(3, 'second', { locale: 'ja' })).toMatch(/3/);
    expect(formatUnit(3, 'second', { locale: 'bn' })).toMatch(/3/);
    expect(() => formatUnit(Number.POSITIVE_INFINITY, 'day')).toThrow(
      /finite number, got Infinity/,
    );
  });
});
