import { describeValue } from '../rules/internal/describeValue';
import {
  PORTAL_CALENDAR,
  PORTAL_NUMBERING_SYSTEM,
  PORTAL_TIME_ZONE,
  cachedIntl,
  isArabicLocale,
  localeOption,
  optionsOf,
} from './pinnedIntl';

/**
 * Text for a missing or unreadable date (spec 000 §8: "Missing dates show 'Not Available' (with an
 * Arabic equivalent)"). The same texts as the catalogues' `common.notAvailable`; a test keeps them
 * equal, so the formatters need no catalogue to be loaded.
 */
export const NOT_AVAILABLE_TEXT = { en: 'Not Available', ar: 'غير متوفر' } as const;

/**
 * The "Not Available" text for a locale: Arabic for any Arabic locale, else English (also for a
 * value that is not a string, since this text is itself the fallback). Never throws.
 */
export function notAvailableText(locale: string): string {
  return isArabicLocale(locale) ? NOT_AVAILABLE_TEXT.ar : NOT_AVAILABLE_TEXT.en;
}

export interface FormatDateOptions {
  /** BCP 47 locale. Default `en`. Arabic locales get Arabic month names (spec 000 §9). */
  readonly locale?: string;
  /** IANA time zone. Default Asia/Dubai, the portal's. */
  readonly timeZone?: string;
  /** Adds the 12-hour time, `hh:mm a` (spec 000 §9). */
  readonly withTime?: boolean;
}

/** A date value as backends send it: a Date, epoch milliseconds or an ISO 8601 string. */
export type DateInput = Date | number | string | null | undefined;

function toValidDate(value: DateInput): Date | undefined {
  // Only the three kinds a backend sends are read; anything else (an object, a boolean) is as
  // unreadable as an invalid string, and `new Date()` of it would guess or throw.
  const date =
    value instanceof Date
      ? value
      : (typeof value === 'number' || typeof value === 'string') && value !== ''
        ? new Date(value)
        : undefined;
  return date === undefined || Number.isNaN(date.getTime()) ? undefined : date;
}

function partsOf(
  date: Date,
  locale: string,
  timeZone: string,
  withTime: boolean,
): Map<string, string> {
  const options: Intl.DateTimeFormatOptions = {
    day: '2-digit',
    month: 'long',
    year: 'numeric',
    calendar: PORTAL_CALENDAR,
    numberingSystem: PORTAL_NUMBERING_SYSTEM,
    timeZone,
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h12' } : {}),
  };
  const format = cachedIntl(
    'date',
    locale,
    options,
    () => new Intl.DateTimeFormat(locale, options),
    'formatDate',
  );
  return new Map(format.formatToParts(date).map((part) => [part.type, part.value]));
}

/**
 * Formats a date as `dd MMMM yyyy`, optionally followed by the 12-hour time `hh:mm a` (spec 000 §9:
 * "05 March 2026 03:05 PM"; Arabic: "05 مارس 2026 03:05 م"). The day, month and year come from Intl
 * (so month names are the locale's own, in their date-context form) and are put in the spec's order
 * in every locale. Missing or unreadable dates give "Not Available" (spec 000 §8): `null`,
 * `undefined`, `''`, an invalid date, and any value that is not a Date, number or string. Options
 * that are not an object are ignored; only `withTime: true` adds the time.
 * Choice (the spec gives no separator between date and time): a single space.
 * @throws {RangeError} naming the zone and locale when `timeZone` is not an IANA zone or `locale`
 *   not a BCP 47 tag (the caller's settings, not the data).
 */
export function formatDate(value: DateInput, options: FormatDateOptions = {}): string {
  const settings = optionsOf(options);
  const locale = localeOption(settings.locale, 'formatDate');
  const date = toValidDate(value);
  if (!date) return notAvailableText(locale);
  const timeZone = settings.timeZone ?? PORTAL_TIME_ZONE;
  if (typeof timeZone !== 'string')
    throw new RangeError(
      `formatDate: timeZone must be an IANA zone name; got ${describeValue(timeZone)}`,
    );
  const withTime = settings.withTime === true;
  let parts: Map<string, string>;
  try {
    parts = partsOf(date, locale, timeZone, withTime);
  } catch (error) {
    throw new RangeError(
      `formatDate: cannot format in time zone "${timeZone}" and locale "${locale}"`,
      { cause: error },
    );
  }
  const text = `${parts.get('day')} ${parts.get('month')} ${parts.get('year')}`;
  if (!withTime) return text;
  return `${text} ${parts.get('hour')}:${parts.get('minute')} ${parts.get('dayPeriod')}`;
}
