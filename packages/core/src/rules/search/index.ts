/** Search language (spec 001 §4, §5, §7). @packageDocumentation */
export {
  searchLangParamOf,
  searchTextLanguageOf,
  shouldOfferLanguageSwitch,
  type SearchTextLanguage,
} from './searchLanguage';
