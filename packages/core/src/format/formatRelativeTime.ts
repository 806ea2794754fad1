import type { RelativeTime } from '../rules/time/relativeTime';
import { formatDate, notAvailableText } from './formatDate';
import { PORTAL_NUMBERING_SYSTEM, cachedIntl } from './pinnedIntl';

export interface FormatRelativeTimeOptions {
  /** BCP 47 locale. Default `en`. */
  readonly locale?: string;
  /** Time zone of the `date` fallback. Default Asia/Dubai. */
  readonly timeZone?: string;
}

function relative(locale: string, value: number, unit: Intl.RelativeTimeFormatUnit): string {
  const options = { numeric: 'auto', numberingSystem: PORTAL_NUMBERING_SYSTEM } as const;
  const format = cachedIntl('relative', locale, options, () => new Intl.RelativeTimeFormat(locale, options));
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
 * "Not Available" (spec 000 §8).
 */
export function formatRelativeTime(time: RelativeTime, options: FormatRelativeTimeOptions = {}): string {
  const locale = options.locale ?? 'en';
  switch (time.kind) {
    case 'now':
      return relative(locale, 0, 'second');
    case 'minutes':
      return relative(locale, -time.value, 'minute');
    case 'hour':
      return relative(locale, -1, 'hour');
    case 'hours':
      return relative(locale, -time.value, 'hour');
    case 'yesterday':
      return relative(locale, -1, 'day');
    case 'date':
      return formatDate(time.date, { locale, ...(options.timeZone ? { timeZone: options.timeZone } : {}) });
    case 'invalid':
      return notAvailableText(locale);
  }
}
