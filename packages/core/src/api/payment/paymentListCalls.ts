import * as z from 'zod/mini';
import { defineCall } from '../../client/defineCall';
import { envelopeOf } from '../internal/envelope';
import { numeric, optionalIdText, optionalText } from '../internal/wireValues';
import { PAYMENT_PREFIX } from './paymentCalls';

/*
 * The payments list (SCREENS.md S3.7). Assumption: spec 000 §2 has the route
 * `/{lang}/mylocker/payments/list` (`?dueOnly=true`, `?txncode=`) and §3 the Transaction (paymentId,
 * pdf), yet §7 shows no call that lists payments. This call is ours: under the payment prefix
 * (`/api/proxy/paymentHub/payment/`), beside inquiryTransactionV2 and getReceipt, because its rows
 * are the transactions those two calls take (transactionId + serviceId, then paymentId), and the
 * payment hub already holds the linked accounts whose dues it lists. The wire names and fields are not
 * in the spec.
 */

/** Most payments one page holds (the request's `pageSize` is at most this). */
export const PAYMENT_LIST_MAX_PAGE_SIZE = 50;

/** Payments a page of the list holds when the caller does not say. */
export const PAYMENT_LIST_PAGE_SIZE = 20;

/**
 * Wire payload of payment/list. Assumption: only the due ones (`dueOnly`), and the page from 1 with
 * its size. The language travels as `?lang=`, as for every payment call.
 */
export const paymentListRequestSchema = z.object({
  dueOnly: z.optional(z.boolean()),
  page: z.int().check(z.gte(1)),
  pageSize: z.int().check(z.gte(1), z.lte(PAYMENT_LIST_MAX_PAGE_SIZE)),
});

export type PaymentListRequest = z.infer<typeof paymentListRequestSchema>;

/**
 * What a listed payment is. Assumption: `due` (a bill waiting to be paid), `pending` (started, no
 * outcome yet), `paid` (the gateway's "Success", spec 000 §3) or `failed` (declined or cancelled).
 * Any other value fails the answer's check (an `invalid-response`), so no row is shown in words the
 * page does not have.
 */
export const PAYMENT_LIST_STATUSES = ['due', 'pending', 'paid', 'failed'] as const;

export type PaymentListStatus = (typeof PAYMENT_LIST_STATUSES)[number];

/**
 * One row of payment/list. Assumption:
 * - `id`: the row's own key; `txnCode`: the transaction id (spec 000 §2 `txncode`), absent for a due
 *   bill that nobody has started paying;
 * - `serviceId`: the service the inquiry is asked with (`addc`…); `providerCode`: the provider;
 * - `title`: what was paid, in the asked language; `amount` in AED; `date`: ISO 8601 (when it was
 *   paid or tried, or when a due bill is due);
 * - `paymentId`: once paid, the receipt's id (spec 000 §3);
 * - `entity` and `accountId`: for a due bill, what the utilities' pay page needs
 *   (`/{lang}/my-utilities/pay/{entity}/{accountId}`).
 */
export const paymentListItemSchema = z.object({
  id: z.string().check(z.minLength(1)),
  txnCode: optionalIdText,
  serviceId: z.string().check(z.minLength(1)),
  providerCode: optionalText,
  title: z.string().check(z.minLength(1)),
  amount: numeric,
  currency: z.optional(z.literal('AED')),
  status: z.enum(PAYMENT_LIST_STATUSES),
  date: optionalText,
  paymentId: optionalIdText,
  entity: optionalText,
  accountId: optionalIdText,
});

export type PaymentListItem = z.infer<typeof paymentListItemSchema>;

/** Answer of payment/list. Assumption: the page's rows and how many there are in all. */
export const paymentListResponseSchema = envelopeOf(
  z.object({
    items: z.array(paymentListItemSchema),
    total: z.optional(z.int().check(z.gte(0))),
  }),
);

/**
 * POST …/payment/list. **Assumption**: not in spec 000 §7 (which shows no call that lists
 * payments). Answers one page of the signed-in person's payments: due bills first, then the
 * transactions, newest first.
 */
export const paymentListCall = defineCall({
  id: 'payment.list',
  method: 'POST',
  path: `${PAYMENT_PREFIX}/list`,
  langQuery: true,
  failsOnUnsuccessful: true,
  request: paymentListRequestSchema,
  response: paymentListResponseSchema,
});
