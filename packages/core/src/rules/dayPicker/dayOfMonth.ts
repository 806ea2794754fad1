import { describeValue } from '../internal/describeValue';
/** Days offered by the autopay day pickers, 1 to 31 (spec 000 §2, §9). */
export const AUTOPAY_DAYS: readonly number[] = /* @__PURE__ */ Array.from(
  { length: 31 },
  (_, index) => index + 1,
);

/** English ordinal suffix category: 1st, 2nd, 3rd, 4th… (11th, 12th, 13th are `th`). */
export type EnglishOrdinal = 'st' | 'nd' | 'rd' | 'th';

/**
 * The English ordinal suffix of a day (spec 000 §2: "day pickers run 1 to 31 with ordinal
 * suffixes"). 11, 12 and 13 take `th`; 21, 22, 23, 31 take st, nd, rd, st. Other locales pick their
 * own rendering in the i18n layer (Arabic uses its own ordinal words, not a suffix).
 * Written out rather than with `Intl.PluralRules({ type: 'ordinal' })` so the rule does not depend
 * on the runtime's ICU data.
 * @throws {RangeError} when `day` is not a whole number from 1 to 31.
 */
export function englishOrdinalOf(day: number): EnglishOrdinal {
  if (!isDayOfMonth(day))
    throw new RangeError(
      `englishOrdinalOf: day must be a whole number from 1 to 31; got ${describeValue(day)}`,
    );
  if (day >= 11 && day <= 13) return 'th';
  switch (day % 10) {
    case 1:
      return 'st';
    case 2:
      return 'nd';
    case 3:
      return 'rd';
    default:
      return 'th';
  }
}

/** Whether `value` is a day of the month 1–31. */
export function isDayOfMonth(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 31;
}

/**
 * The day that applies in a given month when a chosen day does not exist in it.
 * Choice (not shown): autopay set for the 31st runs on the month's last day (30th, or 28th/29th in
 * February), the usual banking convention, so no month is skipped. `month` is 1–12.
 */
export function effectiveAutopayDay(day: number, year: number, month: number): number {
  if (!isDayOfMonth(day))
    throw new RangeError(
      `effectiveAutopayDay: day must be a whole number from 1 to 31; got ${describeValue(day)}`,
    );
  if (!Number.isInteger(month) || month < 1 || month > 12)
    throw new RangeError(`effectiveAutopayDay: month must be 1 to 12; got ${describeValue(month)}`);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Math.min(day, lastDay);
}
