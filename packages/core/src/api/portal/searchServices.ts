import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import { searchLangParamOf } from '../../rules/search/searchLanguage';
import { pageCountOf } from '../../rules/paging/pageCount';
import { globalSearchCall, type SearchResult, type SearchTab } from './globalSearchCall';

/** Results per page of the search results page. Choice: the spec gives only the suggestions' size. */
export const SEARCH_RESULTS_PAGE_SIZE = 10;

/** What the results page asks for. */
export interface SearchServicesInput {
  /** The typed text; trimmed before sending. */
  readonly q: string;
  /** The audience tab (spec 001 §2); omitted, every audience. */
  readonly tab?: SearchTab;
  /** 1-based page (default 1). */
  readonly pageNum?: number;
  /** Results per page (default {@link SEARCH_RESULTS_PAGE_SIZE}). */
  readonly pageSize?: number;
}

/** One page of search results and how many there are in all. */
export interface SearchResultsPage {
  readonly results: readonly SearchResult[];
  /** Hits of the whole search; the page's own length when the server does not say. */
  readonly total: number;
  readonly pageNum: number;
  readonly pageSize: number;
  /** How many pages `total` fills (at least 1). */
  readonly pageCount: number;
}

/**
 * One page of the search results page `/searchresults?q=` (spec 001 §2, §7 global search), for one
 * audience tab. Unlike the suggestions, a failure is the page's error state, so it throws. A blank
 * query sends nothing and answers an empty page.
 * @throws {PortalError} on any failure.
 */
export async function searchServices(
  client: PortalClient,
  input: SearchServicesInput,
  options: CallOptions = {},
): Promise<SearchResultsPage> {
  const q = typeof input.q === 'string' ? input.q.trim() : '';
  const pageNum = Math.max(1, Math.trunc(input.pageNum ?? 1));
  const pageSize = input.pageSize ?? SEARCH_RESULTS_PAGE_SIZE;
  if (q === '') return { results: [], total: 0, pageNum, pageSize, pageCount: 1 };
  const response = await client.send(globalSearchCall, {
    request: {
      pageSize,
      pageNum,
      lang: searchLangParamOf(q),
      q: q.slice(0, 200),
      ...(input.tab === undefined ? {} : { tab: input.tab }),
    },
    signal: options.signal,
  });
  const results = response.data?.data ?? [];
  const total = response.data?.total ?? (pageNum - 1) * pageSize + results.length;
  return {
    results,
    total,
    pageNum,
    pageSize,
    pageCount: pageCountOf(total, pageSize),
  };
}
