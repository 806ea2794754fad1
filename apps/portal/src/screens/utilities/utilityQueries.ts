import { getAutopayUtilities, getLinkedAccounts, getUtilityHub } from '@portal/core/api/paymentHub';
import type { PortalClient } from '@portal/core/client';
import { queryKeyPrefixOf } from '@portal/core/query';
import { portalQuery } from '../../platform/api/portalQuery';

/** Query identity of the hub overview (two calls asked together by core's `getUtilityHub`). */
export const UTILITY_HUB_QUERY = { id: 'paymentHub.utilityHub' } as const;
/** Query identity of the linked accounts, one list for every screen of the hub. */
export const LINKED_ACCOUNTS_QUERY = { id: 'paymentHub.getAllLinkedAccounts' } as const;

/** The hub's accounts by category with plan and autopay state. */
export function utilityHubQuery(client: PortalClient) {
  return portalQuery(UTILITY_HUB_QUERY, client, undefined, (c, _, options) =>
    getUtilityHub(c, options),
  );
}

/** Query identity of the autopay list (spec 000 §7 recurringPayments/getUtilitiesList). */
export const AUTOPAY_UTILITIES_QUERY = { id: 'paymentHub.getUtilitiesList' } as const;

/** The accounts with their autopay state and day (the autopay screens, S5.8). */
export function autopayUtilitiesQuery(client: PortalClient) {
  return portalQuery(AUTOPAY_UTILITIES_QUERY, client, undefined, (c, _, options) =>
    getAutopayUtilities(c, options),
  );
}

/** Every linked account (the pay and link screens look one up by id). */
export function linkedAccountsQuery(client: PortalClient) {
  return portalQuery(LINKED_ACCOUNTS_QUERY, client, undefined, getLinkedAccounts);
}

/**
 * Keys to refetch after an account changed (linked, renamed, removed, paid, autopay set up, paused,
 * resumed or cancelled), in every language.
 */
export const UTILITY_QUERY_SCOPES = [
  queryKeyPrefixOf(UTILITY_HUB_QUERY),
  queryKeyPrefixOf(LINKED_ACCOUNTS_QUERY),
  queryKeyPrefixOf(AUTOPAY_UTILITIES_QUERY),
] as const;
