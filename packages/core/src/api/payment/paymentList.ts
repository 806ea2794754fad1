import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import { PAYMENT_LIST_PAGE_SIZE, paymentListCall, type PaymentListItem } from './paymentListCalls';

/** One page of the payments list. */
export interface PaymentListPage {
  readonly items: readonly PaymentListItem[];
  /** How many payments there are in all, when the server says. */
  readonly total: number | undefined;
}

/** Which page of the payments list to ask for. */
export interface PaymentListInput {
  /** Only the bills that are due (spec 000 §2 `dueOnly=true`). */
  readonly dueOnly?: boolean;
  /** From 1; default 1. */
  readonly page?: number;
  /** Default {@link PAYMENT_LIST_PAGE_SIZE}, at most 50. */
  readonly pageSize?: number;
}

/**
 * One page of the signed-in person's payments (SCREENS.md S3.7). **Assumption**: payment/list is not
 * in spec 000 §7 (see `paymentListCall`).
 * @throws {PortalError} on any failure: `invalid-request` for a page below 1 or a size above 50
 * (nothing is sent), `invalid-response` for a row of an unknown shape or status.
 */
export async function getPayments(
  client: PortalClient,
  input: PaymentListInput = {},
  options: CallOptions = {},
): Promise<PaymentListPage> {
  const response = await client.send(paymentListCall, {
    request: {
      ...(input.dueOnly === true ? { dueOnly: true } : {}),
      page: input.page ?? 1,
      pageSize: input.pageSize ?? PAYMENT_LIST_PAGE_SIZE,
    },
    signal: options.signal,
  });
  return { items: response.data.items, total: response.data.total };
}
