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
 */
export function notificationBellLabel(locale: PortalLocale, count: number | undefined): string {
  const messages = MESSAGES[locale];
  if (count === undefined || !Number.isFinite(count) || count <= 0) return messages.none;
  const whole = Math.floor(count);
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  const message = messages.unread[rules.select(whole)] ?? messages.unread.other;
  return message(whole.toLocaleString(locale, { numberingSystem: 'latn' } as Intl.NumberFormatOptions));
}
