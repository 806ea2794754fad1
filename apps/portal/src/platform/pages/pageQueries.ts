import type { PortalClient } from '@portal/core/client';
import type { QueryClient } from '@tanstack/react-query';
import type { PageAddress } from './pageTable';

/**
 * What a page's `<Name>PageQueries.ts` (beside `src/screens/<area>/<Name>Page.tsx`) exports as
 * `startPageQueries`: it starts the queries the page's first screen reads, with the very options
 * (keys) of the page's own `useQuery` calls, so the page adopts the answers, or the requests still on
 * their way, instead of asking again. A read that needs an earlier answer (a bill needs its account)
 * is chained there, so no render stands between them. The route's loader calls it as the page starts
 * loading (`src/routes/pageQueries.ts`); the module takes the API client itself (with the page's
 * code, never in every page's first JavaScript: +14 kB gzip measured when the route held it); it
 * never throws (a failed read is the page's error state,
 * retried when the page mounts).
 */
export type StartPageQueries = (
  queryClient: QueryClient,
  address: PageAddress,
  /** The page language's client: `appClientsFor(address.locale).client` unless a test gives one. */
  client?: PortalClient,
) => Promise<unknown>;
