import type { CallOptions, PortalClient } from '@portal/core/client';
import { queryKeyOf, type QueryIdentity } from '@portal/core/query';
import { queryOptions } from '@tanstack/react-query';

/**
 * TanStack Query options for one core client function: the key is core's `queryKeyOf` (call id,
 * the client's language, the input), so the same call in the same language shares one cache entry
 * and switching language never shows the other language's answer; the query's `signal` cancels the
 * request when nobody needs it any more.
 * @example
 * useQuery(portalQuery(suitableServicesCall, client, { limit: 6 }, getSuitableServices));
 */
export function portalQuery<TInput, TData>(
  call: QueryIdentity,
  client: PortalClient,
  input: TInput,
  fetcher: (client: PortalClient, input: TInput, options: CallOptions) => Promise<TData>,
) {
  return queryOptions({
    queryKey: queryKeyOf(call, client.options.lang, input),
    queryFn: ({ signal }) => fetcher(client, input, { signal }),
  });
}
