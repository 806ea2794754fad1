import {
  getBillDetails,
  getLastSixBills,
  getLastSixConsumptions,
  type BillAccount,
} from '@portal/core/api/bills';
import type { LinkedAccount } from '@portal/core/api/paymentHub';
import type { PortalClient } from '@portal/core/client';
import { queryOptions } from '@tanstack/react-query';

// A module of its own, not in utilityQueries.ts: the hub and the other utilities pages import that
// one, and would carry the bill calls in their first JavaScript (+1.1 kB gzip measured).
/** The linked account's bill reference, when it has what the bill calls need (provider and number). */
export function billAccountOf(account: LinkedAccount | undefined): BillAccount | undefined {
  return account?.providerCode && account.accountNumber
    ? {
        providerCode: account.providerCode,
        accountNumber: account.accountNumber,
        ...(account.serviceType === undefined ? {} : { serviceType: account.serviceType }),
      }
    : undefined;
}

/**
 * The three reads of a bill's page (S5.4): the bill, the last six bills and the last six
 * consumptions, keyed by the account they are of. The page asks for them once the account is known
 * (`enabled`); its route starts them as soon as the linked accounts are in
 * (`BillDetailsPageQueries.ts`), under the same keys.
 */
export function billQueries(client: PortalClient, billAccount: BillAccount | undefined) {
  const keyOf = (id: string) => ['portal', id, client.options.lang, billAccount] as const;
  return {
    details: queryOptions({
      queryKey: keyOf('bills.getBillDetails'),
      queryFn: ({ signal }) => getBillDetails(client, billAccount!, { signal }),
    }),
    lastSixBills: queryOptions({
      queryKey: keyOf('bills.getLastSixBills'),
      queryFn: ({ signal }) => getLastSixBills(client, billAccount!, { signal }),
    }),
    lastSixConsumptions: queryOptions({
      queryKey: keyOf('bills.getLastSixConsumptions'),
      queryFn: ({ signal }) => getLastSixConsumptions(client, billAccount!, { signal }),
    }),
  };
}
