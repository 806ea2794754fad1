import { appClientsFor } from '../../platform/api/appClients';
import type { StartPageQueries } from '../../platform/pages/pageQueries';
import { billAccountOf, billQueries } from './billQueries';
import { linkedAccountsQuery } from './utilityQueries';

/**
 * A bill's page (S5.4) reads the linked accounts, then the bill, the last six bills and the last six
 * consumptions of the account its address names. All four start from the route: the bill's three as
 * soon as the accounts are in, in parallel, instead of after the page has rendered with the
 * accounts (accounts → render → bills). An address of no linked account starts nothing more (the
 * page says so).
 */
export const startPageQueries: StartPageQueries = async (
  queryClient,
  { locale, params },
  client = appClientsFor(locale).client,
) => {
  try {
    const accounts = await queryClient.ensureQueryData(linkedAccountsQuery(client));
    const billAccount = billAccountOf(
      accounts.find(
        (account) => account.id === params['accountId'] && account.entity === params['entity'],
      ),
    );
    if (!billAccount) return;
    const reads = billQueries(client, billAccount);
    await Promise.all([
      queryClient.prefetchQuery(reads.details),
      queryClient.prefetchQuery(reads.lastSixBills),
      queryClient.prefetchQuery(reads.lastSixConsumptions),
    ]);
  } catch {
    // The accounts could not be read: the page shows the failure with its retry.
  }
};
