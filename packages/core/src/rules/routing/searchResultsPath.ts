import { withQuery } from './pathSegment';

/**
 * `/searchresults?q={term}` (spec 001 §2). The term is trimmed and encoded; an empty term gives the
 * page without `q`, which shows the browse state rather than "No results found".
 */
export function searchResultsPath(term: string): string {
  const q = typeof term === 'string' ? term.trim() : '';
  return withQuery('/searchresults', { q: q === '' ? undefined : q });
}
