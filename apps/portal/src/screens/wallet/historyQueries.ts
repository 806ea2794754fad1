import {
  financialTransactionsCall,
  getFinancialTransactions,
  getTollHistory,
  getUnpaidTolls,
  tollHistoryCall,
  unpaidTransactionsCall,
} from '@portal/core/api/tollWallet';
import type { PortalClient } from '@portal/core/client';
import { portalQuery } from '../../platform/api/portalQuery';

/*
 * The histories' queries (S6.5), apart from walletQueries.ts so the other wallet pages do not carry
 * the history calls.
 */
/** Which page of a history, in which date range (S6.5). */
export interface HistoryPageInput {
  readonly fromDate: string;
  readonly toDate: string;
  readonly page: number;
}

/** A page of the toll crossings of the last 90 days (S6.5). */
export function tollHistoryQuery(client: PortalClient, input: HistoryPageInput) {
  return portalQuery(tollHistoryCall, client, input, (c, request, options) =>
    getTollHistory(c, request, options),
  );
}

/** A page of the wallets' money movements of the last 90 days (S6.5). */
export function financialTransactionsQuery(client: PortalClient, input: HistoryPageInput) {
  return portalQuery(financialTransactionsCall, client, input, (c, request, options) =>
    getFinancialTransactions(c, request, options),
  );
}

/** A page of the unpaid toll crossings (S6.5). */
export function unpaidTollsQuery(client: PortalClient, page: number) {
  return portalQuery(unpaidTransactionsCall, client, { page }, (c, request, options) =>
    getUnpaidTolls(c, request, options),
  );
}
