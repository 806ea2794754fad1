import { toDate } from './toDate';

/**
 * How long ago something happened, as a decision the i18n layer renders ("Now", "5 minutes",
 * "1 hour", "3 hours", "Yesterday", or a formatted date). Spec 000 §4 "Relative time display".
 */
export type RelativeTime =
  | { readonly kind: 'now' }
  | { readonly kind: 'minutes'; readonly value: number }
  | { readonly kind: 'hour' }
  | { readonly kind: 'hours'; readonly value: number }
  | { readonly kind: 'yesterday' }
  | { readonly kind: 'date'; readonly date: Date }
  | { readonly kind: 'invalid' };

// Written as literals, not products, so bundlers can drop them when unused.
const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/** Below this age the time reads "Now" (spec 000 §4, §9: 2 minutes). */
export const RELATIVE_NOW_THRESHOLD_MS = 120_000;
/** Below this age the time reads in hours (spec 000 §9: 24 hours). */
export const RELATIVE_HOURS_THRESHOLD_MS = 86_400_000;
/** Below this age the time reads "Yesterday" (spec 000 §9: 48 hours). */
export const RELATIVE_YESTERDAY_THRESHOLD_MS = 172_800_000;

/**
 * The relative-time decision for `then` seen at `now` (spec 000 §4, thresholds spec 000 §9).
 *
 * - age < 2 min → `now`; < 1 h → `minutes` (whole minutes, 2–59); < 2 h → `hour`;
 *   < 24 h → `hours` (whole hours, 2–23); < 48 h → `yesterday`; otherwise `date`.
 * - Each threshold belongs to the next band: exactly 24 h is `yesterday`, exactly 48 h a `date`.
 * - "Yesterday" is elapsed time (24–48 h), as the spec's thresholds say, not the calendar day.
 * Choice (not shown): a time slightly in the future (clock skew under 2 minutes) reads `now`;
 * further in the future shows the `date`. An unreadable `then` or `now` gives `invalid`, which the
 * UI shows as "Not Available" (spec 000 §8).
 */
export function relativeTimeOf(then: Date | number | string, now: Date | number): RelativeTime {
  const thenDate = toDate(then);
  const nowDate = toDate(now);
  if (!thenDate || !nowDate) return { kind: 'invalid' };
  const age = nowDate.getTime() - thenDate.getTime();
  if (age < -RELATIVE_NOW_THRESHOLD_MS) return { kind: 'date', date: thenDate };
  if (age < RELATIVE_NOW_THRESHOLD_MS) return { kind: 'now' };
  if (age < HOUR_MS) return { kind: 'minutes', value: Math.floor(age / MINUTE_MS) };
  if (age < 2 * HOUR_MS) return { kind: 'hour' };
  if (age < RELATIVE_HOURS_THRESHOLD_MS) return { kind: 'hours', value: Math.floor(age / HOUR_MS) };
  if (age < RELATIVE_YESTERDAY_THRESHOLD_MS) return { kind: 'yesterday' };
  return { kind: 'date', date: thenDate };
}
