import { BADGE_COUNT_MAX, formatBadgeCount } from '../format/formatBadgeCount';

/*
 * The header bell's name, `header.notifications.label` of the `shell` catalogues, written out per
 * language: the bell's label helper and the components' words take only these few strings and the
 * plural rule they need, not the message runtime and two whole catalogues (28 kB minified before).
 * The catalogues stay the source: a test formats their message with the app's runtime and compares,
 * over every count.
 */

/**
 * What both messages count: nothing to say (`undefined`, 0, negative, not a number, under 1), or
 * the number as the badge shows it ("99+" above 99) and the whole number its plural form follows.
 */
function unreadOf(count: number | undefined): { shown: string; whole: number } | undefined {
  const shown = count === undefined ? undefined : formatBadgeCount(count);
  const whole = shown === undefined ? 0 : Math.min(Math.floor(count ?? 0), BADGE_COUNT_MAX);
  return shown === undefined || whole === 0 ? undefined : { shown, whole };
}

/** `en/shell.json`: "Notifications", "Notifications, 3 unread", "Notifications, 99+ unread". */
export function englishNotificationsLabel(count: number | undefined): string {
  const unread = unreadOf(count);
  return unread === undefined ? 'Notifications' : `Notifications, ${unread.shown} unread`;
}

let arabicPlural: Intl.PluralRules | undefined;

/** `ar-AE/shell.json`, with the Arabic plural forms (one, two, few, many; the count as shown). */
export function arabicNotificationsLabel(count: number | undefined): string {
  const unread = unreadOf(count);
  if (unread === undefined) return 'الإشعارات';
  arabicPlural ??= new Intl.PluralRules('ar-AE');
  switch (arabicPlural.select(unread.whole)) {
    case 'one':
      return 'الإشعارات، إشعار واحد غير مقروء';
    case 'two':
      return 'الإشعارات، إشعاران غير مقروءين';
    case 'few':
      return `الإشعارات، ${unread.shown} إشعارات غير مقروءة`;
    case 'many':
      return `الإشعارات، ${unread.shown} إشعارًا غير مقروء`;
    default:
      return `الإشعارات، ${unread.shown} إشعار غير مقروء`;
  }
}
