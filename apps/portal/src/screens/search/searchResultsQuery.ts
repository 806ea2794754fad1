import type { PortalClient } from '@portal/core/client';
import { globalSearchCall, searchServices, type SearchTab } from '@portal/core/api/portal';
import { portalQuery } from '../../platform/api/portalQuery';

/** The results page's address parameters, as its route validates them. */
export interface SearchResultsAddress {
  readonly q?: string | undefined;
  readonly tab?: SearchTab | undefined;
  readonly page?: number | undefined;
}

/** The search an address asks for: no query, the individuals' tab and the first page by default. */
export function searchInputOf(address: SearchResultsAddress) {
  return { q: address.q ?? '', tab: address.tab ?? 'individual', pageNum: address.page ?? 1 };
}

/** One page of results, as the results page reads it and a server-rendered page carries it. */
export function searchResultsQuery(client: PortalClient, input: ReturnType<typeof searchInputOf>) {
  return portalQuery(globalSearchCall, client, input, searchServices);
}
