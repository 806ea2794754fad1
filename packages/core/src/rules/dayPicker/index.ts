/** Autopay day pickers (spec 000 §2, §9). @packageDocumentation */
export {
  AUTOPAY_DAYS,
  effectiveAutopayDay,
  englishOrdinalOf,
  isDayOfMonth,
  type EnglishOrdinal,
} from './dayOfMonth';
