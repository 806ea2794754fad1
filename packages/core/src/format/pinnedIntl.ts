import { describeValue } from '../rules/internal/describeValue';

/**
 * The Intl settings every portal formatter pins (issue 7), so output never depends on the user's
 * machine: the Gregorian calendar, Latin digits and the UAE's time zone. The portal publishes Latin
 * digits in Arabic too (spec 000 §9 amounts; the same style for dates and counts).
 */
export const PORTAL_TIME_ZONE = 'Asia/Dubai';
export const PORTAL_CALENDAR = 'gregory';
export const PORTAL_NUMBERING_SYSTEM = 'latn';

/** Whether a locale's text is Arabic, for the few texts the format layer owns itself; never throws. */
export function isArabicLocale(locale: string): boolean {
  return typeof locale === 'string' && /^ar(?:-|$)/i.test(locale);
}

/**
 * A formatter's `options` argument as an object: formatters run on values from servers and storage,
 * so anything else (null, a number) counts as no options rather than a crash.
 * @internal
 */
export function optionsOf<T extends object>(options: T | undefined): Partial<T> {
  return typeof options === 'object' && options !== null ? options : {};
}

/**
 * A formatter's locale setting: `en` when absent. A value that is not a string is a caller's mistake
 * (the locale comes from negotiation, which always gives a tag), reported as a RangeError naming
 * `caller`; a malformed tag is reported the same way by {@link cachedIntl}.
 * @internal
 */
export function localeOption(locale: unknown, caller: string): string {
  if (locale === undefined) return 'en';
  if (typeof locale !== 'string')
    throw new RangeError(
      `${caller}: locale must be a BCP 47 language tag; got ${describeValue(locale)}`,
    );
  return locale;
}

const cache = new Map<string, object>();

/**
 * A cached Intl object per constructor, locale and options; building them is the slow part. When
 * Intl refuses the locale or an option, the RangeError names `caller` and the locale, instead of
 * Intl's own "Incorrect locale information provided". `options` must hold only JSON values.
 * @internal
 */
export function cachedIntl<T extends object>(
  kind: string,
  locale: string,
  options: object,
  create: () => T,
  caller: string,
): T {
  const key = `${kind}\u0000${locale}\u0000${JSON.stringify(options)}`;
  let value = cache.get(key) as T | undefined;
  if (!value) {
    try {
      value = create();
    } catch (error) {
      throw new RangeError(
        `${caller}: cannot format in locale ${describeValue(locale)} with ${JSON.stringify(options)}`,
        { cause: error },
      );
    }
    cache.set(key, value);
  }
  return value;
}
