/**
 * Search language, where a hit leads, and the language list's search (spec 001 §1, §3, §4, §5, §6,
 * §7). @packageDocumentation
 */
export {
  normalizeLanguageSearchText,
  searchLanguageList,
  type SearchableLanguage,
} from './languageListSearch';
export {
  searchLangParamOf,
  searchTextLanguageOf,
  shouldOfferLanguageSwitch,
  type SearchTextLanguage,
} from './searchLanguage';
export {
  SPACE_ITEM_TYPE,
  searchResultDestinationOf,
  type SearchResultDestination,
  type SearchResultTarget,
} from './searchResultDestination';
