import * as z from 'zod/mini';
import { defineCall } from '../../client/defineCall';
import { envelopeOf } from '../internal/envelope';
import { listOf, optionalIdText, optionalNumeric, optionalText } from '../internal/wireValues';

/** Prefix of the payment calls (spec 000 §7: /api/proxy/paymentHub/, POST with `?lang=`). */
export const PAYMENT_PREFIX = '/api/proxy/paymentHub/payment';

/**
 * Wire payload of payment/initialize (spec 000 §7: "the payment payload plus displayTheme").
 * Assumption: the service, the total in AED, the mode (spec 000 §3: Capture or Purchase), the items
 * paid (provider code, account, amount), where the gateway returns to, and the theme.
 */
export const paymentInitializeRequestSchema = z.object({
  serviceId: z.string().check(z.minLength(1)),
  amount: z.number().check(z.positive()),
  currency: z.literal('AED'),
  mode: z.enum(['Capture', 'Purchase']),
  items: z
    .array(
      z.object({
        providerCode: z.string().check(z.minLength(1)),
        accountNumber: z.string().check(z.minLength(1)),
        amount: z.number().check(z.positive()),
      }),
    )
    .check(z.minLength(1)),
  returnUrl: z.string().check(z.minLength(1)),
  displayTheme: z.enum(['dark', 'light']),
});

export type PaymentInitializeRequest = z.infer<typeof paymentInitializeRequestSchema>;

/** Assumption: the gateway's page to open and the transaction it created. */
export const paymentInitializeResponseSchema = envelopeOf(
  z.object({
    transactionId: z.string().check(z.minLength(1)),
    paymentUrl: z.string().check(z.minLength(1)),
  }),
);

/** POST …/payment/initialize (spec 000 §7). Choice: `success: false` is a refusal to show. */
export const paymentInitializeCall = defineCall({
  id: 'payment.initialize',
  method: 'POST',
  path: `${PAYMENT_PREFIX}/initialize`,
  langQuery: true,
  failsOnUnsuccessful: true,
  request: paymentInitializeRequestSchema,
  response: paymentInitializeResponseSchema,
});

/**
 * Wire payload of the transaction inquiry (spec 000 §7: transid, action 8, inqType LAST_ANY, udf5 TRANID,
 * serviceId, languageId). Assumption: languageId is EN or AR (spec 000 §3 language codes).
 */
export const transactionInquiryRequestSchema = z.object({
  transid: z.string().check(z.minLength(1)),
  action: z.literal(8),
  inqType: z.literal('LAST_ANY'),
  udf5: z.literal('TRANID'),
  serviceId: z.string().check(z.minLength(1)),
  languageId: z.enum(['EN', 'AR']),
});

export type TransactionInquiryRequest = z.infer<typeof transactionInquiryRequestSchema>;

/**
 * One thing a transaction paid for, as payment/initialize sent it (provider code, account number,
 * amount). Assumption: the inquiry answers the payment's items, so the receipt can say which account
 * was paid; an answer without them is read as an empty list.
 */
export const transactionItemSchema = z.object({
  providerCode: optionalText,
  accountNumber: optionalIdText,
  amount: optionalNumeric,
});

export type TransactionItem = z.infer<typeof transactionItemSchema>;

/**
 * Transaction details (spec 000 §3 Transaction: paymentId; §3 success value "Success").
 * Assumption: result, amount, date and the paid items accompany the paymentId; a failed or pending
 * payment has no paymentId.
 */
export const transactionDetailsSchema = z.object({
  paymentId: optionalIdText,
  result: optionalText,
  amount: optionalNumeric,
  transactionDate: optionalText,
  items: listOf(transactionItemSchema),
});

export type TransactionDetails = z.infer<typeof transactionDetailsSchema>;

const transactionInquiryResponseSchema = envelopeOf(transactionDetailsSchema);

/** POST …/payment/inquiryTransactionV2 (spec 000 §7). */
export const transactionInquiryCall = defineCall({
  id: 'payment.inquiryTransactionV2',
  method: 'POST',
  path: `${PAYMENT_PREFIX}/inquiryTransactionV2`,
  langQuery: true,
  failsOnUnsuccessful: true,
  request: transactionInquiryRequestSchema,
  response: transactionInquiryResponseSchema,
});

/**
 * POST /api/proxy/{journey-service}/1.0/inquiryTransactionV2 (spec 000 §7, payload not shown).
 * Assumption: the journey proxy takes and answers the same shapes as the hub's inquiry.
 */
export const journeyTransactionInquiryCall = defineCall({
  id: 'payment.journeyInquiryTransactionV2',
  method: 'POST',
  path: '/api/proxy/{journey-service}/1.0/inquiryTransactionV2',
  langQuery: true,
  failsOnUnsuccessful: true,
  request: transactionInquiryRequestSchema,
  response: transactionInquiryResponseSchema,
});

/** Wire payload of payment/getReceipt (spec 000 §7: paymentId). */
export const receiptRequestSchema = z.object({ paymentId: z.string().check(z.minLength(1)) });

/** Answer of payment/getReceipt (spec 000 §7: data.pdf, base64). A missing pdf is checked by the flow. */
export const receiptResponseSchema = envelopeOf(z.nullish(z.object({ pdf: optionalText })));

/** POST …/payment/getReceipt (spec 000 §7). */
export const receiptCall = defineCall({
  id: 'payment.getReceipt',
  method: 'POST',
  path: `${PAYMENT_PREFIX}/getReceipt`,
  langQuery: true,
  failsOnUnsuccessful: true,
  request: receiptRequestSchema,
  response: receiptResponseSchema,
});
