import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDayOf, isCalendarDate, toDate } from '../toDate';

describe('toDate', () => {
  it.each([
    ['2026-03-01', '2026-02-28T20:00:00.000Z'],
    ['2026-03-01T10:00:00Z', '2026-03-01T10:00:00.000Z'],
    ['2026-03-01T10:00:00+0100', '2026-03-01T09:00:00.000Z'],
    ['2026-03-01T10:00:00.123456', '2026-03-01T06:00:00.123Z'],
    ['2026-03-01 10:00', '2026-03-01T06:00:00.000Z'],
    ['01-03-2026', '2026-02-28T20:00:00.000Z'],
    ['1772359200000', '2026-03-01T10:00:00.000Z'],
    [1772359200000, '2026-03-01T10:00:00.000Z'],
  ])('reads %j (dates without offset in UAE time)', (input, iso) => {
    expect(toDate(input)?.toISOString()).toBe(iso);
  });

  it.each([
    '2026-02-29',
    '2026-02-30',
    '31-04-2026',
    '2026-13-01',
    '2026-01-01T24:00',
    'tomorrow',
    '/Date(1772359200000)/',
    '',
    null,
    {},
    Number.NaN,
    new Date(Number.NaN),
  ])('rejects %j', (input) => {
    expect(toDate(input)).toBeUndefined();
  });

  it('knows leap years', () => {
    expect(isCalendarDate(2028, 2, 29)).toBe(true);
    expect(isCalendarDate(2100, 2, 29)).toBe(false);
    expect(isCalendarDate(2000, 2, 29)).toBe(true);
  });

  it('never throws and returns only valid dates', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const date = toDate(value);
        if (date) expect(Number.isNaN(date.getTime())).toBe(false);
      }),
    );
  });
});

describe('calendarDayOf', () => {
  it('reads the day an ISO date or date-time names, as written', () => {
    expect(calendarDayOf('2026-03-01')).toBe('2026-03-01');
    expect(calendarDayOf(' 2024-02-29T23:30:00Z ')).toBe('2024-02-29');
  });

  it('refuses an impossible day, another shape or a non-string', () => {
    for (const value of [
      '2026-02-29',
      '2026-04-31',
      '2026-13-01',
      '01-03-2026',
      '2026-3-1',
      '',
      20260301,
      null,
    ])
      expect(calendarDayOf(value)).toBeUndefined();
  });

  it('answers exactly the days isCalendarDate accepts', () => {
    const pad = (n: number, width: number) => String(n).padStart(width, '0');
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2100 }),
        fc.integer({ min: 0, max: 14 }),
        fc.integer({ min: 0, max: 33 }),
        fc.constantFrom('', 'T00:00:00Z', 'T23:59:59+04:00'),
        (year, month, day, time) => {
          const written = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
          expect(calendarDayOf(`${written}${time}`)).toBe(
            isCalendarDate(year, month, day) ? written : undefined,
          );
        },
      ),
    );
  });
});
