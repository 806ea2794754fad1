import type { ApiLanguage, CallOptions, PortalClient } from '@portal/core/client';
import { queryKeyOf, type PortalQueryKey, type QueryIdentity } from '@portal/core/query';
import { queryOptions } from '@tanstack/react-query';

/**
 * The one way the app writes a query of a core call. Its key is always core's `queryKeyOf` (call
 * id, the answer's language, the input), so the same call in the same language shares one cache
 * entry wherever it is asked for, and switching language never shows the other language's answer.
 * (Invalidation names every key of a call with core's `queryKeyPrefixOf`.)
 */

/**
 * TanStack Query options for one core client function; the query's `signal` cancels the request
 * when nobody needs it any more. A function that takes no input ignores the second argument.
 * @example
 * useQuery(portalQuery(suitableServicesCall, client, { limit: 6 }, getSuitableServices));
 * useQuery(portalQuery(UTILITY_HUB_QUERY, client, undefined, (c, _, options) => getUtilityHub(c, options)));
 */
export function portalQuery<TInput, TData>(
  call: QueryIdentity,
  client: PortalClient,
  input: TInput,
  fetcher: (client: PortalClient, input: TInput, options: CallOptions) => Promise<TData>,
) {
  return queryOptions({
    queryKey: portalQueryKey(call, client.options.lang, input),
    queryFn: ({ signal }) => fetcher(client, input, { signal }),
  });
}

/**
 * The key alone, for a query whose reader is loaded on demand (its code stays out of the page's
 * first JavaScript) or whose answer the build's snapshot carries: the same key `portalQuery` gives.
 */
export function portalQueryKey(
  call: QueryIdentity,
  lang: ApiLanguage,
  input?: unknown,
): PortalQueryKey {
  return queryKeyOf(call, lang, input);
}
