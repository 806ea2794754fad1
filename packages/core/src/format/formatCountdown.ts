import { cachedIntl, localeOption, optionsOf } from './pinnedIntl';
import { unitText, type FormatUnitOptions } from './formatUnit';

/**
 * Whole seconds left, rounded up, so the display reaches 00:00 exactly when the time is up and never
 * shows 00:00 while time remains. Negative and non-finite input, and anything that is not a number,
 * count as none left.
 */
function secondsLeft(remainingMs: number): number {
  return Number.isFinite(remainingMs) && remainingMs > 0 ? Math.ceil(remainingMs / 1000) : 0;
}

/**
 * The lock warning's visible countdown, `mm:ss` with Latin digits (spec 001 §2, §4: "a countdown in
 * minutes and seconds"), from the time left, which the caller computes from an absolute deadline.
 * 299.2 s left shows "05:00" and 299 s "04:59": partial seconds count as whole ones.
 * Minutes are not capped at 59, so a longer warning still reads correctly ("65:00").
 */
export function formatCountdown(remainingMs: number): string {
  const total = secondsLeft(remainingMs);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/**
 * The same time left in words for screen readers and the unit labels, e.g. "4 minutes, 59 seconds"
 * or "4 دقائق و59 ثانية", built from {@link formatUnit} and `Intl.ListFormat` in any locale. Zero
 * parts are left out; no time left reads "0 seconds" (as does a value that is not a number).
 * @throws {RangeError} as {@link formatUnit} for bad options (`locale`, `unitDisplay`).
 */
export function formatCountdownWords(remainingMs: number, options: FormatUnitOptions = {}): string {
  const total = secondsLeft(remainingMs);
  const parts: [number, 'day' | 'hour' | 'minute' | 'second'][] = [
    [Math.floor(total / 86_400), 'day'],
    [Math.floor((total % 86_400) / 3600), 'hour'],
    [Math.floor((total % 3600) / 60), 'minute'],
    [total % 60, 'second'],
  ];
  const caller = 'formatCountdownWords';
  const words = parts
    .filter(([value]) => value > 0)
    .map(([value, unit]) => unitText(value, unit, options, caller));
  if (words.length === 0) return unitText(0, 'second', options, caller);
  const locale = localeOption(optionsOf(options).locale, caller);
  const settings = { type: 'unit', style: 'long' } as const;
  return cachedIntl(
    'list',
    locale,
    settings,
    () => new Intl.ListFormat(locale, settings),
    caller,
  ).format(words);
}
