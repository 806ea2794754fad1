import { BADGE_COUNT_MAX, formatBadgeCount } from '../format/formatBadgeCount';
import type { PortalLocale } from '../locale/portalLocale';

type PluralCategory = Intl.LDMLPluralRule;
type BellMessages = {
  readonly none: string;
  readonly unread: Partial<Record<PluralCategory, (count: string) => string>> & {
    readonly other: (count: string) => string;
  };
};

// Arabic uses all six CLDR categories; "zero" never applies because 0 reads as `none`.
const MESSAGES: Record<PortalLocale, BellMessages> = {
  en: {
    none: 'Notifications',
    unread: { other: (n) => `Notifications, ${n} unread` },
  },
  'ar-AE': {
    none: 'الإشعارات',
    unread: {
      one: () => 'الإشعارات، إشعار واحد غير مقروء',
      two: () => 'الإشعارات، إشعاران غير مقروءين',
      few: (n) => `الإشعارات، ${n} إشعارات غير مقروءة`,
      many: (n) => `الإشعارات، ${n} إشعارًا غير مقروء`,
      other: (n) => `الإشعارات، ${n} إشعار غير مقروء`,
    },
  },
};

const pluralRules = new Map<PortalLocale, Intl.PluralRules>();

/**
 * Accessible name of the header bell, e.g. "Notifications, 3 unread" (spec 001 §2 Header). Digits stay
 * Latin, as elsewhere in the portal. `undefined` (still loading) reads as the bare name.
 *
 * The count is spoken exactly as the badge shows it ("99+" above 99), so the visible text is part of
 * the name (WCAG 2.5.3 Label in Name) and a speech user can say what they see.
 */
export function notificationBellLabel(locale: PortalLocale, count: number | undefined): string {
  const messages = MESSAGES[locale];
  if (count === undefined || !Number.isFinite(count) || count <= 0) return messages.none;
  const whole = Math.min(Math.floor(count), BADGE_COUNT_MAX);
  const shown = formatBadgeCount(count) ?? String(whole);
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  const message = messages.unread[rules.select(whole)] ?? messages.unread.other;
  return message(shown);
}
