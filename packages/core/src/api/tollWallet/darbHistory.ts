import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import { financialTransactionsCall, tollHistoryCall, unpaidTransactionsCall } from './darbCalls';
import type { FinancialTransaction, TollTransaction } from './darbSchemas';

/** Default page size of the history lists. Choice: 20 rows, the journey list's size. */
export const DARB_HISTORY_PAGE_SIZE = 20;

/** A page of a history list. */
export interface DarbPage<T> {
  readonly items: T[];
  readonly totalCount: number | undefined;
}

/** Which page of a dated history list. Dates are ISO (YYYY-MM-DD). */
export interface DarbHistoryInput {
  readonly fromDate: string;
  readonly toDate: string;
  /** 1-based; default 1. */
  readonly page?: number;
  readonly pageSize?: number;
}

/**
 * How far back the toll and financial histories look. Choice (the spec names no period): 90 days,
 * the period the history captions announce ("of the last 90 days").
 */
export const DARB_HISTORY_DAYS = 90;

/**
 * The date range of the histories: the {@link DARB_HISTORY_DAYS} days up to and including `now`'s
 * day, as ISO dates. Days are UTC days, as the history calls compare them.
 */
export function darbHistoryRange(now: Date, days: number = DARB_HISTORY_DAYS): DarbHistoryRange {
  const day = 86_400_000;
  const iso = (instant: number) => new Date(instant).toISOString().slice(0, 10);
  return { fromDate: iso(now.getTime() - (days - 1) * day), toDate: iso(now.getTime()) };
}

/** A range of the dated histories, as ISO dates (YYYY-MM-DD). */
export interface DarbHistoryRange {
  readonly fromDate: string;
  readonly toDate: string;
}

function paging(input: { readonly page?: number; readonly pageSize?: number }) {
  return { pageNumber: input.page ?? 1, pageSize: input.pageSize ?? DARB_HISTORY_PAGE_SIZE };
}

/**
 * Unpaid toll crossings (spec 000 §7 user/getUnpaidTransactions).
 * @throws {PortalError} on any failure.
 */
export async function getUnpaidTolls(
  client: PortalClient,
  input: { readonly page?: number; readonly pageSize?: number } = {},
  options: CallOptions = {},
): Promise<DarbPage<TollTransaction>> {
  const { data } = await client.send(unpaidTransactionsCall, {
    request: paging(input),
    signal: options.signal,
  });
  return { items: data.items, totalCount: data.totalCount ?? undefined };
}

/**
 * Toll crossings in a date range, optionally for one vehicle (spec 000 §7 transactions/tollHistory).
 * @throws {PortalError} `invalid-request` for a date that is not YYYY-MM-DD, or any failure.
 */
export async function getTollHistory(
  client: PortalClient,
  input: DarbHistoryInput & { readonly vehicleId?: string },
  options: CallOptions = {},
): Promise<DarbPage<TollTransaction>> {
  const { data } = await client.send(tollHistoryCall, {
    request: {
      fromDate: input.fromDate,
      toDate: input.toDate,
      ...paging(input),
      ...(input.vehicleId ? { vehicleId: input.vehicleId } : {}),
    },
    signal: options.signal,
  });
  return { items: data.items, totalCount: data.totalCount ?? undefined };
}

/**
 * Wallet money movements in a date range (spec 000 §7 transactions/financialTransactions).
 * @throws {PortalError} on any failure.
 */
export async function getFinancialTransactions(
  client: PortalClient,
  input: DarbHistoryInput & { readonly walletId?: string },
  options: CallOptions = {},
): Promise<DarbPage<FinancialTransaction>> {
  const { data } = await client.send(financialTransactionsCall, {
    request: {
      fromDate: input.fromDate,
      toDate: input.toDate,
      ...paging(input),
      ...(input.walletId ? { walletId: input.walletId } : {}),
    },
    signal: options.signal,
  });
  return { items: data.items, totalCount: data.totalCount ?? undefined };
}
