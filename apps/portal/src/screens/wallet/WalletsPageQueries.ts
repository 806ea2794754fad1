import { appClientsFor } from '../../platform/api/appClients';
import type { StartPageQueries } from '../../platform/pages/pageQueries';
import { registrationQuery, walletsQuery } from './walletQueries';

/**
 * The toll wallets (S6.1) read the person's Darb registration, then, for a registered person, the
 * wallets: both from the route, the wallets as soon as the registration is in, instead of after the
 * page has rendered with it.
 */
export const startPageQueries: StartPageQueries = async (
  queryClient,
  { locale },
  client = appClientsFor(locale).client,
) => {
  try {
    const registration = await queryClient.ensureQueryData(registrationQuery(client));
    if (registration.registered) await queryClient.prefetchQuery(walletsQuery(client));
  } catch {
    // The registration could not be read: the page shows the failure with its retry.
  }
};
