import {
  PORTAL_CALENDAR,
  PORTAL_NUMBERING_SYSTEM,
  PORTAL_TIME_ZONE,
  cachedIntl,
  localeOption,
  optionsOf,
} from './pinnedIntl';
import { notAvailableText } from './formatDate';

/** A month as backends send it: `YYYY-MM` (the consumptions of spec 000 §1). */
const YEAR_MONTH = /^(\d{4})-(\d{2})$/;

/**
 * Formats a month `YYYY-MM` as `MMMM yyyy` ("May 2026"; Arabic "مايو 2026"), for the last six
 * consumptions' labels (SCREENS.md S5.4). Western digits and the Gregorian calendar, like
 * `formatDate`. A value that is not a real `YYYY-MM` month gives "Not Available" (spec 000 §8).
 * @throws {RangeError} naming the locale when `locale` is not a BCP 47 tag.
 */
export function formatMonth(value: unknown, options: { readonly locale?: string } = {}): string {
  const locale = localeOption(optionsOf(options).locale, 'formatMonth');
  const match = typeof value === 'string' ? YEAR_MONTH.exec(value.trim()) : null;
  const month = match ? Number(match[2]) : 0;
  if (!match || month < 1 || month > 12) return notAvailableText(locale);
  // Mid-month at noon UTC: the same month in every time zone.
  const date = new Date(Date.UTC(Number(match[1]), month - 1, 15, 12));
  const intlOptions: Intl.DateTimeFormatOptions = {
    month: 'long',
    year: 'numeric',
    calendar: PORTAL_CALENDAR,
    numberingSystem: PORTAL_NUMBERING_SYSTEM,
    timeZone: PORTAL_TIME_ZONE,
  };
  const format = cachedIntl(
    'month',
    locale,
    intlOptions,
    () => new Intl.DateTimeFormat(locale, intlOptions),
    'formatMonth',
  );
  const parts = new Map(format.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.get('month')} ${parts.get('year')}`;
}
