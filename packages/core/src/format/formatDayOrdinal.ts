import { englishOrdinalOf } from '../rules/dayPicker';
import { describeValue } from '../rules/internal/describeValue';
import { isArabicLocale, localeOption } from './pinnedIntl';

// Masculine, to agree with يوم (day): "اليوم الأول", "اليوم الحادي والعشرون".
const ARABIC_UNITS = [
  '',
  'الحادي',
  'الثاني',
  'الثالث',
  'الرابع',
  'الخامس',
  'السادس',
  'السابع',
  'الثامن',
  'التاسع',
];
const ARABIC_SINGLE = ['', 'الأول', ...ARABIC_UNITS.slice(2), 'العاشر'];
const ARABIC_TENS: Record<number, string> = { 2: 'العشرون', 3: 'الثلاثون' };

function arabicOrdinal(day: number): string {
  if (day <= 10) return ARABIC_SINGLE[day] ?? String(day);
  const unit = ARABIC_UNITS[day % 10] ?? '';
  const tens = Math.floor(day / 10);
  if (tens === 1) return `${unit} عشر`;
  return unit === '' ? (ARABIC_TENS[tens] ?? String(day)) : `${unit} و${ARABIC_TENS[tens] ?? ''}`;
}

/**
 * The ordinal of a day of the month, 1 to 31, for the autopay day pickers (spec 000 §2, §9: "Day
 * pickers run 1 to 31 with ordinal suffixes"): English "1st", "2nd", "3rd", "4th", "11th", "21st"
 * (the suffix rule is the business rules' `englishOrdinalOf`); Arabic the ordinal word, "الأول" … "الحادي والثلاثون",
 * as Arabic writes ordinals in words (catalogue: "اليوم {ordinal} من كل شهر").
 * Choice (spec: en and ar only): other locales get the plain Latin number, never a wrong suffix.
 * Throws a RangeError naming the value for anything but a whole number from 1 to 31, and for a
 * locale that is not a string.
 */
export function formatDayOrdinal(day: number, locale = 'en'): string {
  if (!Number.isInteger(day) || day < 1 || day > 31) {
    throw new RangeError(
      `formatDayOrdinal: day must be a whole number from 1 to 31, got ${describeValue(day)}`,
    );
  }
  // Checked for its type only: this formatter reads the language itself and never asks Intl.
  localeOption(locale, 'formatDayOrdinal');
  if (isArabicLocale(locale)) return arabicOrdinal(day);
  if (!/^en(?:-|$)/i.test(locale)) return String(day);
  return `${day}${englishOrdinalOf(day)}`;
}
