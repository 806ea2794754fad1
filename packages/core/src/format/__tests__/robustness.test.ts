import { describe, expect, it } from 'vitest';
import { exportedFunctions, expectNoTypeError } from '../../i18n/__tests__/support/robustness';
import * as formatAmount from '../formatAmount';
import * as formatBadgeCount from '../formatBadgeCount';
import * as formatCountdown from '../formatCountdown';
import * as formatDate from '../formatDate';
import * as formatDayOrdinal from '../formatDayOrdinal';
import * as formatRelativeTime from '../formatRelativeTime';
import * as formatUnit from '../formatUnit';
import * as nativeLanguageName from '../nativeLanguageName';
import * as pinnedIntl from '../pinnedIntl';

const functions = exportedFunctions({
  formatAmount,
  formatBadgeCount,
  formatCountdown,
  formatDate,
  formatDayOrdinal,
  formatRelativeTime,
  formatUnit,
  nativeLanguageName,
  pinnedIntl,
});

// Formatters render server data (dates, amounts, counts) in a locale read from the URL or a cookie.
// Whatever arrives, a formatter answers ('Not Available', '-', a fallback locale) or, for a
// developer's mistake, throws a RangeError naming itself; never a TypeError.
describe('every formatter', () => {
  it.each(functions)(
    '%s answers or throws an error naming itself, whatever the arguments',
    async (name, fn) => {
      await expectNoTypeError(name, fn, {
        optionKeys: ['locale', 'timeZone', 'withTime', 'unitDisplay', 'kind', 'value', 'date'],
        plausible: [
          'en',
          'ar-AE',
          'fr',
          'Asia/Dubai',
          'minute',
          'day',
          '2026-03-01T10:00:00Z',
          '12.5',
        ],
      });
    },
  );
});

describe('malformed input seen in the field', () => {
  it('shows the fallback text for unreadable data', () => {
    expect(formatDate.formatDate(null)).toBe('Not Available');
    expect(formatDate.formatDate({} as never, { locale: 'ar-AE' })).toBe('غير متوفر');
    expect(formatDate.formatDate(0, null as never)).toBe('01 January 1970');
    expect(formatDate.notAvailableText(undefined as never)).toBe('Not Available');
    expect(formatRelativeTime.formatRelativeTime(undefined as never)).toBe('Not Available');
    expect(formatRelativeTime.formatRelativeTime({ kind: 'minutes', value: '5' } as never)).toBe(
      'Not Available',
    );
    expect(formatAmount.formatAmount('12', null as never)).toBe('12.00');
    expect(formatBadgeCount.formatBadgeCount('3' as never)).toBeUndefined();
    expect(formatCountdown.formatCountdownWords(undefined as never)).toBe('0 seconds');
    expect(nativeLanguageName.nativeLanguageName('fr', 42 as never)).toBe('Français');
  });

  it('names the caller’s mistake in a RangeError', () => {
    expect(() => formatDate.formatDate(0, { locale: 5 as never })).toThrow(
      /formatDate: locale must be a BCP 47 language tag; got 5/,
    );
    expect(() => formatDate.formatDate(0, { timeZone: {} as never })).toThrow(
      /formatDate: timeZone must be an IANA zone name/,
    );
    expect(() => formatUnit.formatUnit('5' as never, 'day')).toThrow(
      /formatUnit: value must be a finite number, got "5"/,
    );
    expect(() => formatUnit.formatUnit(5, 'week' as never)).toThrow(
      /formatUnit: unit must be day, hour, minute or second/,
    );
    expect(() => formatUnit.formatUnit(5, 'day', { unitDisplay: {} as never })).toThrow(
      /formatUnit: unitDisplay must be/,
    );
    expect(() => formatUnit.formatUnit(5, 'day', { locale: 'en_US!' })).toThrow(
      /formatUnit: cannot format in locale "en_US!"/,
    );
    expect(() =>
      formatCountdown.formatCountdownWords(1000, { unitDisplay: 'tiny' as never }),
    ).toThrow(/formatCountdownWords: unitDisplay/);
    expect(() => nativeLanguageName.nativeLanguageName(undefined as never)).toThrow(
      /nativeLanguageName: undefined is not a BCP 47 language tag/,
    );
    expect(() => formatDayOrdinal.formatDayOrdinal(Object.create(null) as never)).toThrow(
      /got an object/,
    );
  });
});
