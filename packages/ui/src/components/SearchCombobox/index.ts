export { SearchCombobox, type SearchComboboxProps, type SearchSuggestion } from './SearchCombobox';
export type { SuggestionSearch } from './useSuggestionSearch';
