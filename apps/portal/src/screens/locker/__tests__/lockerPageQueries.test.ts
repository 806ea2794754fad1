import { createPortalClient } from '@portal/core/client';
import { createSandbox } from '@portal/sandbox';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  dashboardSpotlightsQuery,
  lockerWidgetsQuery,
  spaceStatisticsQuery,
} from '../lockerHomeQueries';
import { SESSION_USER_IDENTITY } from '../../../platform/session/pageIdentity';
import { startPageQueries } from '../LockerPageQueries';
import {
  combinedListInputOf,
  combinedListQuery,
  INITIAL_FILTERS,
  journeyListQuery,
} from '../useApplicationLists';

function signedInClient() {
  const app = createSandbox({ seed: 1, startAs: 'normal' });
  return createPortalClient({
    baseUrl: 'http://sandbox.test',
    lang: 'en',
    // The app's client names the session's user on the applications calls (pageIdentity.ts).
    identity: SESSION_USER_IDENTITY,
    fetch: async (request) => app.fetch(request),
  });
}

describe('the locker home’s first queries', () => {
  it('fill every query its first screen reads, under the keys the page and its areas read', async () => {
    const client = signedInClient();
    const queryClient = new QueryClient();
    await startPageQueries(queryClient, { locale: 'en', params: {}, search: {} }, client);
    for (const query of [
      combinedListQuery(client, combinedListInputOf(INITIAL_FILTERS, 1)),
      journeyListQuery(client, 1),
      lockerWidgetsQuery(client, 'en'),
      dashboardSpotlightsQuery(client),
      spaceStatisticsQuery(client, undefined),
    ]) {
      expect(queryClient.getQueryState(query.queryKey)?.status, String(query.queryKey[1])).toBe(
        'success',
      );
    }
  });

  it('reads the space statistics of the kind the address’s spaceCode names', async () => {
    const client = signedInClient();
    const queryClient = new QueryClient();
    await startPageQueries(
      queryClient,
      {
        locale: 'en',
        params: {},
        search: { spaceCode: 'buss' },
      },
      client,
    );
    expect(
      queryClient.getQueryState(spaceStatisticsQuery(client, 'business').queryKey)?.status,
    ).toBe('success');
    expect(queryClient.getQueryState(spaceStatisticsQuery(client, undefined).queryKey)).toBe(
      undefined,
    );
  });
});
