import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import { PortalError } from '../../client/PortalError';
import { searchLangParamOf } from '../../rules/search/searchLanguage';
import {
  SEARCH_SUGGESTIONS_PAGE_SIZE,
  globalSearchCall,
  type SearchResult,
} from './globalSearchCall';

/**
 * "Are you looking for…" suggestions for a typed query (spec 001 §7 global search: pageSize 5,
 * pageNum 1, lang ar-AE for Arabic text else en). A blank query sends nothing.
 * Spec 001 §8: suggestions fail to an empty list, so any failure resolves `[]` (and reaches `onError`).
 * @throws {PortalError} only of kind `aborted`.
 */
export async function searchSuggestions(
  client: PortalClient,
  query: string,
  options: CallOptions = {},
): Promise<SearchResult[]> {
  const q = typeof query === 'string' ? query.trim() : '';
  if (q === '') return [];
  try {
    const response = await client.send(globalSearchCall, {
      request: {
        pageSize: SEARCH_SUGGESTIONS_PAGE_SIZE,
        pageNum: 1,
        lang: searchLangParamOf(q, client.options.lang === 'ar' ? 'ar-AE' : 'en'),
        q,
      },
      signal: options.signal,
    });
    return response.data?.data ?? [];
  } catch (error) {
    if (error instanceof PortalError && error.kind === 'aborted') throw error;
    return [];
  }
}
