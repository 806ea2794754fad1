import { createPortalClient } from '@portal/core/client';
import { createSandbox } from '@portal/sandbox';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { startPageQueries as startBillQueries } from '../BillDetailsPageQueries';
import { startPageQueries as startHubQueries } from '../UtilitiesHubPageQueries';
import { billAccountOf, billQueries } from '../billQueries';
import { linkedAccountsQuery, utilityHubQuery } from '../utilityQueries';

/** A signed-in person's client on a fresh sandbox, and the paths it asked for, in order. */
function signedInClient() {
  const app = createSandbox({ seed: 1, startAs: 'normal' });
  const asked: string[] = [];
  const client = createPortalClient({
    baseUrl: 'http://sandbox.test',
    lang: 'en',
    fetch: async (request) => {
      asked.push(new URL(request.url).pathname);
      return app.fetch(request);
    },
  });
  return { client, asked };
}

const billAddress = (accountId: string) =>
  ({ locale: 'en', params: { entity: 'addc', accountId }, search: {} }) as const;

describe('the utilities pages’ first queries', () => {
  it('fill the hub’s query under the key the hub page reads', async () => {
    const { client } = signedInClient();
    const queryClient = new QueryClient();
    await startHubQueries(queryClient, billAddress('la-013'), client);
    expect(queryClient.getQueryData(utilityHubQuery(client).queryKey)).toBeDefined();
  });

  it('read a bill’s account, then its three reads at once, under the keys the bill page reads', async () => {
    const { client, asked } = signedInClient();
    const queryClient = new QueryClient();
    await startBillQueries(queryClient, billAddress('la-013'), client);
    const accounts = queryClient.getQueryData(linkedAccountsQuery(client).queryKey);
    const account = accounts?.find((entry) => entry.id === 'la-013' && entry.entity === 'addc');
    const billAccount = billAccountOf(account);
    expect(billAccount).toBeDefined();
    // The keys the page builds from the account it finds in the same list.
    const reads = billQueries(client, billAccount);
    expect(queryClient.getQueryData(reads.details.queryKey)).toBeDefined();
    expect(queryClient.getQueryData(reads.lastSixBills.queryKey)).toBeDefined();
    expect(queryClient.getQueryData(reads.lastSixConsumptions.queryKey)).toBeDefined();
    expect(asked).toHaveLength(4);
  });

  it('ask for nothing more than the accounts when the address names no linked account', async () => {
    const { client, asked } = signedInClient();
    const queryClient = new QueryClient();
    await startBillQueries(queryClient, billAddress('no-such-account'), client);
    expect(asked).toHaveLength(1);
  });

  it('never throw when the accounts cannot be read: the page shows the failure', async () => {
    const client = createPortalClient({
      baseUrl: 'http://sandbox.test',
      lang: 'en',
      fetch: async () => new Response('down', { status: 503 }),
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(
      startBillQueries(queryClient, billAddress('la-013'), client),
    ).resolves.toBeUndefined();
  });
});
