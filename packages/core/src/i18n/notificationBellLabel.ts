import { BADGE_COUNT_MAX, formatBadgeCount } from '../format/formatBadgeCount';
import type { PortalLocale } from '../locale/portalLocale';
import arabic from './catalogues/ar-AE/shell.json';
import english from './catalogues/en/shell.json';
import { formatMessage } from './formatMessage';

const LABEL_KEY = 'header.notifications.label';

/**
 * Accessible name of the header bell, e.g. "Notifications, 3 unread" (spec 001 §2 Header), from the
 * `shell` catalogue's plural message (Arabic uses all six CLDR forms). Synchronous because the header
 * renders it before anything loads: the two page languages' shell catalogues are bundled with it.
 * `undefined` (still loading), 0 and invalid counts read as the bare name.
 *
 * The count is spoken exactly as the badge shows it ("99+" above 99), so the visible text is part of
 * the name (WCAG 2.5.3 Label in Name) and a speech user can say what they see; the plural form
 * follows the shown number (99). Never throws: a locale other than `ar-AE` reads as English, and a
 * count that is not a number as none.
 */
export function notificationBellLabel(locale: PortalLocale, count: number | undefined): string {
  const shown = count === undefined ? undefined : formatBadgeCount(count);
  const whole = shown === undefined ? 0 : Math.min(Math.floor(count ?? 0), BADGE_COUNT_MAX);
  // Read inside the call, not at module level, so an app that never shows the bell drops the
  // catalogues from its bundle.
  const pageLocale = locale === 'ar-AE' ? locale : 'en';
  const message = (pageLocale === 'ar-AE' ? arabic : english)[LABEL_KEY];
  return formatMessage(pageLocale, LABEL_KEY, message, { count: whole, shown: shown ?? '' });
}
