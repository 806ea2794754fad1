import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BADGE_COUNT_MAX, formatBadgeCount } from '../../format/formatBadgeCount';
import type { PortalLocale } from '../../locale/portalLocale';
import arabicShell from '../catalogues/ar-AE/shell.json';
import englishShell from '../catalogues/en/shell.json';
import { formatMessage } from '../formatMessage';
import { notificationBellLabel } from '../notificationBellLabel';

/**
 * The label as the catalogue's message says it, formatted by the app's message runtime (what the
 * helper did before its strings were precompiled): the count the plural form follows is the shown
 * one, none when nothing is shown.
 */
function catalogueLabel(locale: PortalLocale, count: number | undefined): string {
  const shown = count === undefined ? undefined : formatBadgeCount(count);
  const whole = shown === undefined ? 0 : Math.min(Math.floor(count ?? 0), BADGE_COUNT_MAX);
  const pageLocale = locale === 'ar-AE' ? locale : 'en';
  const message = (pageLocale === 'ar-AE' ? arabicShell : englishShell)[
    'header.notifications.label'
  ];
  return formatMessage(pageLocale, 'header.notifications.label', message, {
    count: whole,
    shown: shown ?? '',
  });
}

describe('notificationBellLabel', () => {
  it.each([
    [undefined, 'Notifications'],
    [0, 'Notifications'],
    [1, 'Notifications, 1 unread'],
    [3, 'Notifications, 3 unread'],
    [99, 'Notifications, 99 unread'],
    [1200, 'Notifications, 99+ unread'],
  ])('en %s → %s', (count, label) => {
    expect(notificationBellLabel('en', count)).toBe(label);
  });

  it.each([
    [0, 'الإشعارات'],
    [1, 'الإشعارات، إشعار واحد غير مقروء'],
    [2, 'الإشعارات، إشعاران غير مقروءين'],
    [3, 'الإشعارات، 3 إشعارات غير مقروءة'],
    [10, 'الإشعارات، 10 إشعارات غير مقروءة'],
    [11, 'الإشعارات، 11 إشعارًا غير مقروء'],
    [99, 'الإشعارات، 99 إشعارًا غير مقروء'],
    [100, 'الإشعارات، 99+ إشعارًا غير مقروء'],
  ])('ar-AE %s → %s', (count, label) => {
    expect(notificationBellLabel('ar-AE', count)).toBe(label);
  });

  it('says what the shell catalogues’ message says, for any count in both page languages', () => {
    const count = fc.oneof(
      fc.integer({ min: -5, max: 250 }),
      fc.double({ min: -2, max: 200 }),
      fc.constantFrom(Number.NaN, Infinity, -Infinity, 0.5, 0.999, 1, 99.5, 100, 1e9),
    );
    fc.assert(
      fc.property(
        fc.constantFrom<PortalLocale>('en', 'ar-AE'),
        fc.option(count, { nil: undefined }),
        (locale, unread) => {
          expect(notificationBellLabel(locale, unread)).toBe(catalogueLabel(locale, unread));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('reads as English in a locale other than ar-AE', () => {
    for (const locale of ['fr', 'ar', 'en-GB'])
      expect(notificationBellLabel(locale as PortalLocale, 3)).toBe('Notifications, 3 unread');
  });
});
