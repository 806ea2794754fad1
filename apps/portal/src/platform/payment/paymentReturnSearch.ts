import { isPaymentSuccessful, receiptPath, type PortalLocale } from '@portal/core';

/** What the payment page adds to the address it returns to (docs/sandbox.md "Payments"). */
export interface PaymentReturnSearch {
  readonly transactionId?: string;
  readonly serviceId?: string;
  /** `Success`, `Declined`, `Cancelled`… as the gateway wrote it. */
  readonly status?: string;
}

/** How the portal reads a return: paid (show the receipt), not paid (say why), or no return at all. */
export type PaymentReturn =
  | { readonly kind: 'none' }
  | { readonly kind: 'paid'; readonly transactionId: string; readonly serviceId: string }
  | { readonly kind: 'declined' | 'cancelled' | 'failed'; readonly transactionId: string };

// Ids the gateway hands back are placed in the address of the receipt: only plain id characters.
const ID = /^[\w.-]{1,80}$/;

function idOf(value: unknown): string | undefined {
  return typeof value === 'string' && ID.test(value) ? value : undefined;
}

/**
 * The route's `validateSearch`: keeps the three return parameters when they are well-formed ids or a
 * short status word, drops anything else (a stray value never reaches a request or the address bar).
 */
export function paymentReturnSearch(search: Record<string, unknown>): PaymentReturnSearch {
  const transactionId = idOf(search['transactionId']);
  const serviceId = idOf(search['serviceId']);
  const status =
    typeof search['status'] === 'string' && /^[A-Za-z]{1,20}$/.test(search['status'])
      ? search['status']
      : undefined;
  return {
    ...(transactionId === undefined ? {} : { transactionId }),
    ...(serviceId === undefined ? {} : { serviceId }),
    ...(status === undefined ? {} : { status }),
  };
}

/** The outcome a return carries (spec 000 §3: the success value is `Success`). */
export function paymentReturnOf(search: PaymentReturnSearch): PaymentReturn {
  const { transactionId, serviceId, status } = search;
  if (transactionId === undefined || status === undefined) return { kind: 'none' };
  if (isPaymentSuccessful(status) && serviceId !== undefined)
    return { kind: 'paid', transactionId, serviceId };
  const lower = status.toLowerCase();
  if (lower === 'declined') return { kind: 'declined', transactionId };
  if (lower === 'cancelled' || lower === 'canceled') return { kind: 'cancelled', transactionId };
  return { kind: 'failed', transactionId };
}

/**
 * Where an approved return goes instead of the pay page: the receipt of its transaction (S5.7),
 * `/{locale}/my-utilities/receipt/{serviceId}/{transactionId}`; `undefined` for any other return.
 * The pay route redirects there before it loads anything, so the pay page never renders (nor asks
 * for the account and its inquiry) only to leave again.
 */
export function receiptHrefOfReturn(
  locale: PortalLocale,
  search: PaymentReturnSearch,
): `/${string}` | undefined {
  const returned = paymentReturnOf(search);
  if (returned.kind !== 'paid') return undefined;
  return receiptPath(locale, returned.serviceId, returned.transactionId) as `/${string}`;
}
