import type { PortalLocale } from '../locale/portalLocale';
import { arabicNotificationsLabel, englishNotificationsLabel } from './notificationBellWords';

/**
 * Accessible name of the header bell, e.g. "Notifications, 3 unread" (spec 001 §2 Header): the
 * `shell` catalogue's plural message (Arabic uses its plural forms), precompiled into plain functions
 * (notificationBellWords.ts) so an app importing this helper takes only the bell's strings in the two
 * page languages, not the message runtime and the catalogues. Synchronous because the header renders
 * it before anything loads. `undefined` (still loading), 0 and invalid counts read as the bare name.
 *
 * The count is spoken exactly as the badge shows it ("99+" above 99), so the visible text is part of
 * the name (WCAG 2.5.3 Label in Name) and a speech user can say what they see; the plural form
 * follows the shown number (99). Never throws: a locale other than `ar-AE` reads as English, and a
 * count that is not a number as none.
 */
export function notificationBellLabel(locale: PortalLocale, count: number | undefined): string {
  return locale === 'ar-AE' ? arabicNotificationsLabel(count) : englishNotificationsLabel(count);
}
