/**
 * The Intl settings every portal formatter pins (issue 7), so output never depends on the user's
 * machine: the Gregorian calendar, Latin digits and the UAE's time zone. The portal publishes Latin
 * digits in Arabic too (spec 000 §9 amounts; the same style for dates and counts).
 */
export const PORTAL_TIME_ZONE = 'Asia/Dubai';
export const PORTAL_CALENDAR = 'gregory';
export const PORTAL_NUMBERING_SYSTEM = 'latn';

/** Whether a locale's text is Arabic, for the few texts the format layer owns itself. */
export function isArabicLocale(locale: string): boolean {
  return /^ar(?:-|$)/i.test(locale);
}

const cache = new Map<string, object>();

/** A cached Intl object per constructor, locale and options; building them is the slow part. */
export function cachedIntl<T extends object>(kind: string, locale: string, options: object, create: () => T): T {
  const key = `${kind}\u0000${locale}\u0000${JSON.stringify(options)}`;
  let value = cache.get(key) as T | undefined;
  if (!value) {
    value = create();
    cache.set(key, value);
  }
  return value;
}
