import { createPortalClient } from '@portal/core/client';
import { createSandbox } from '@portal/sandbox';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { registrationQuery, walletsQuery } from '../walletQueries';
import { startPageQueries } from '../WalletsPageQueries';

describe('the toll wallets’ first queries', () => {
  it('read the registration, then a registered person’s wallets, under the page’s keys', async () => {
    const app = createSandbox({ seed: 1, startAs: 'normal' });
    const client = createPortalClient({
      baseUrl: 'http://sandbox.test',
      lang: 'en',
      fetch: async (request) => app.fetch(request),
    });
    const queryClient = new QueryClient();
    await startPageQueries(queryClient, { locale: 'en', params: {}, search: {} }, client);
    const registration = queryClient.getQueryData(registrationQuery(client).queryKey);
    expect(registration).toBeDefined();
    expect(queryClient.getQueryState(walletsQuery(client).queryKey)?.status).toBe(
      registration?.registered ? 'success' : undefined,
    );
  });
});
