import { appClientsFor } from '../../platform/api/appClients';
import { spaceKindOfCode } from '@portal/core';
import type { StartPageQueries } from '../../platform/pages/pageQueries';
import {
  dashboardSpotlightsQuery,
  lockerWidgetsQuery,
  spaceStatisticsQuery,
} from './lockerHomeQueries';
import {
  combinedListInputOf,
  combinedListQuery,
  INITIAL_FILTERS,
  journeyListQuery,
} from './useApplicationLists';

/**
 * The locker home's first screen (S3.1): the first page of requests and drafts with the initial
 * filters, the first page of journeys, the widgets, the spotlights and the space statistics of the
 * address's `spaceCode`, all asked for together as the route loads.
 */
export const startPageQueries: StartPageQueries = (
  queryClient,
  { locale, search },
  client = appClientsFor(locale).client,
) => {
  const spaceCode = typeof search['spaceCode'] === 'string' ? search['spaceCode'] : undefined;
  return Promise.all([
    queryClient.prefetchQuery(combinedListQuery(client, combinedListInputOf(INITIAL_FILTERS, 1))),
    queryClient.prefetchQuery(journeyListQuery(client, 1)),
    queryClient.prefetchQuery(lockerWidgetsQuery(client, locale)),
    queryClient.prefetchQuery(dashboardSpotlightsQuery(client)),
    queryClient.prefetchQuery(spaceStatisticsQuery(client, spaceKindOfCode(spaceCode))),
  ]);
};
