/** Search language and where a hit leads (spec 001 §3, §4, §5, §6, §7). @packageDocumentation */
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
