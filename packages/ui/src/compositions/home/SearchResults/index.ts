export {
  SearchResults,
  type SearchResultItem,
  type SearchResultsLabels,
  type SearchResultsProps,
  type SearchResultsState,
} from './SearchResults';
