import type { RelativeTime } from '../rules/time/relativeTime';
import { formatDate, notAvailableText, type DateInput } from './formatDate';
import { PORTAL_NUMBERING_SYSTEM, cachedIntl, localeOption, optionsOf } from './pinnedIntl';

export interface FormatRelativeTimeOptions {
  /** BCP 47 locale. Default `en`. */
  readonly locale?: string;
  /** Time zone of the `date` fallback. Default Asia/Dubai. */
  readonly timeZone?: string;
}

function relative(locale: string, value: number, unit: Intl.RelativeTimeFormatUnit): string {
  const options = { numeric: 'auto', numberingSystem: PORTAL_NUMBERING_SYSTEM } as const;
  const format = cachedIntl(
    'relative',
    locale,
    options,
    () => new Intl.RelativeTimeFormat(locale, options),
    'formatRelativeTime',
  );
  const text = format.format(value, unit);
  // Shown alone as a label ("Now", "Yesterday", spec 000 §4), so the first letter is capitalised
  // where the script has case; Arabic and other caseless scripts are unchanged.
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/**
 * Renders the relative-time decision of the business rules (spec 000 §4 "Relative time display"):
 * "Now", "5 minutes ago", "1 hour ago", "3 hours ago", "Yesterday", then the `dd MMMM yyyy` date;
 * in Arabic "الآن", "قبل 5 دقائق", "قبل ساعة واحدة", "أمس". The words come from
 * `Intl.RelativeTimeFormat`, so every locale is covered without catalogue entries. `invalid` reads
 * "Not Available" (spec 000 §8), and so does anything that is not a well-formed decision (no
 * object, an unknown kind, a count that is not a finite number): it can only be stale or corrupted
 * data. Options that are not an object are ignored.
 * @throws {RangeError} naming the locale when `locale` is not a BCP 47 tag, and as {@link formatDate}
 *   for a bad `timeZone` (the caller's settings, not the data).
 */
export function formatRelativeTime(
  time: RelativeTime,
  options: FormatRelativeTimeOptions = {},
): string {
  const settings = optionsOf(options);
  const locale = localeOption(settings.locale, 'formatRelativeTime');
  const decision: Partial<Record<'kind' | 'value' | 'date', unknown>> =
    typeof time === 'object' && time !== null ? time : {};
  const count =
    typeof decision.value === 'number' && Number.isFinite(decision.value)
      ? decision.value
      : undefined;
  switch (decision.kind) {
    case 'now':
      return relative(locale, 0, 'second');
    case 'minutes':
      if (count !== undefined) return relative(locale, -count, 'minute');
      break;
    case 'hour':
      return relative(locale, -1, 'hour');
    case 'hours':
      if (count !== undefined) return relative(locale, -count, 'hour');
      break;
    case 'yesterday':
      return relative(locale, -1, 'day');
    case 'date':
      try {
        return formatDate(decision.date as DateInput, {
          locale,
          ...(settings.timeZone ? { timeZone: settings.timeZone } : {}),
        });
      } catch (error) {
        // Same settings, same problem; named after the function the caller called.
        throw new RangeError(`formatRelativeTime: ${(error as Error).message}`, { cause: error });
      }
  }
  return notAvailableText(locale);
}
