import { appClientsFor } from '../../platform/api/appClients';
import type { StartPageQueries } from '../../platform/pages/pageQueries';
import { utilityHubQuery } from './utilityQueries';

/** The hub's first screen reads its accounts by category (S5.1): asked for as the route loads. */
export const startPageQueries: StartPageQueries = (
  queryClient,
  { locale },
  client = appClientsFor(locale).client,
) => queryClient.prefetchQuery(utilityHubQuery(client));
