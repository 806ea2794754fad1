import * as z from 'zod/mini';
import { defineCall } from '../../client/defineCall';
import { emptyRequestSchema, envelopeOf, outcomeResponseSchema } from '../internal/envelope';
import {
  idText,
  listOf,
  optionalIdText,
  optionalNumeric,
  optionalText,
} from '../internal/wireValues';

/*
 * Utility bills (spec 000 §7 "Bills", POST under /api/proxy/DocumentsAPI/2.0/). Answers are not shown.
 * Assumption: V1 calls identify the account by provider code and account number; the V2 calls add the
 * service-type id (spec 000 §3) so one endpoint serves both distribution utilities. Both answer the
 * same shapes. Choice: `success: false` is a refusal whose message is shown (spec 000 §8).
 */

/** Prefix of the bill calls (spec 000 §7). */
export const BILLS_PREFIX = '/api/proxy/DocumentsAPI/2.0';

const accountNumberSchema = z.string().check(z.regex(/^\d+$/, 'expected digits only'));

/** Wire payload of the V1 bill calls. */
export const billAccountRequestSchema = z.object({
  providerCode: z.string().check(z.minLength(1)),
  accountNumber: accountNumberSchema,
  billId: z.optional(z.string()),
});

/** Wire payload of the V2 bill calls: V1 plus the service-type id. */
export const billAccountV2RequestSchema = z.object({
  providerCode: z.string().check(z.minLength(1)),
  accountNumber: accountNumberSchema,
  serviceType: z.number().check(z.int(), z.positive()),
  billId: z.optional(z.string()),
});

export type BillAccountRequest = z.infer<typeof billAccountRequestSchema>;
export type BillAccountV2Request = z.infer<typeof billAccountV2RequestSchema>;

/**
 * One bill. Assumption: id, issue and due dates (DD-MM-YYYY, spec 000 §5), amount, consumption, status;
 * `amountDue` what is left to pay when part of it was paid (absent: the whole amount unless `Paid`).
 */
export const billSchema = z.object({
  billId: idText,
  billDate: optionalText,
  dueDate: optionalText,
  amount: optionalNumeric,
  amountDue: optionalNumeric,
  consumption: optionalNumeric,
  unit: optionalText,
  status: optionalText,
});

export type Bill = z.infer<typeof billSchema>;

/** One month's consumption. Assumption: the month, the quantity and its unit, and the amount billed. */
export const consumptionSchema = z.object({
  month: optionalText,
  consumption: optionalNumeric,
  unit: optionalText,
  amount: optionalNumeric,
});

export type Consumption = z.infer<typeof consumptionSchema>;

function billsCall<TRequest, TResponse>(
  name: string,
  request: z.ZodMiniType<TRequest>,
  response: z.ZodMiniType<TResponse>,
) {
  return defineCall({
    id: `bills.${name}`,
    method: 'POST',
    path: `${BILLS_PREFIX}/${name}`,
    failsOnUnsuccessful: true,
    request,
    response,
  });
}

const billResponseSchema = envelopeOf(billSchema);
const billsResponseSchema = envelopeOf(listOf(billSchema));
const consumptionsResponseSchema = envelopeOf(listOf(consumptionSchema));

/** POST …/getBillDetails (spec 000 §7). */
export const billDetailsCall = billsCall(
  'getBillDetails',
  billAccountRequestSchema,
  billResponseSchema,
);
/** POST …/getBillDetailsV2 (spec 000 §7). */
export const billDetailsV2Call = billsCall(
  'getBillDetailsV2',
  billAccountV2RequestSchema,
  billResponseSchema,
);
/** POST …/getLastSixBills (spec 000 §7). */
export const lastSixBillsCall = billsCall(
  'getLastSixBills',
  billAccountRequestSchema,
  billsResponseSchema,
);
/** POST …/getLastSixBillsV2 (spec 000 §7). */
export const lastSixBillsV2Call = billsCall(
  'getLastSixBillsV2',
  billAccountV2RequestSchema,
  billsResponseSchema,
);
/** POST …/getLastSixConsumptions (spec 000 §7). */
export const lastSixConsumptionsCall = billsCall(
  'getLastSixConsumptions',
  billAccountRequestSchema,
  consumptionsResponseSchema,
);
/** POST …/getLastSixConsumptionsV2 (spec 000 §7). */
export const lastSixConsumptionsV2Call = billsCall(
  'getLastSixConsumptionsV2',
  billAccountV2RequestSchema,
  consumptionsResponseSchema,
);

/** POST …/downloadBillV2 (spec 000 §7). Assumption: answers the bill as base64 in `data.pdf`, like the receipt. */
export const downloadBillV2Call = billsCall(
  'downloadBillV2',
  billAccountV2RequestSchema,
  envelopeOf(z.nullish(z.object({ pdf: optionalText }))),
);

/**
 * Wire payload of the share (spec 000 §2 share-bill modal: recipient emails plus a captcha; §5 a valid
 * list of emails and a passed captcha). Choice: 1 to 10 recipients.
 */
export const shareBillRequestSchema = z.object({
  providerCode: z.string().check(z.minLength(1)),
  accountNumber: accountNumberSchema,
  billId: z.optional(z.string()),
  emails: z.array(z.email()).check(z.minLength(1), z.maxLength(10)),
  captchaToken: z.string().check(z.minLength(1)),
});

export type ShareBillRequest = z.infer<typeof shareBillRequestSchema>;

/**
 * POST …/shareWaterElectricityBill (spec 000 §7). The server verifies the captcha token (single use)
 * and refuses with `success: false` and a message that is shown (spec 000 §8). Assumption: unlike the
 * other bill calls it appends `?lang=` (as the payment-hub calls do, spec 000 §7), since its refusal
 * is read by the person and must come in their language.
 */
export const shareBillCall = defineCall({
  id: 'bills.shareWaterElectricityBill',
  method: 'POST',
  path: `${BILLS_PREFIX}/shareWaterElectricityBill`,
  langQuery: true,
  failsOnUnsuccessful: true,
  request: shareBillRequestSchema,
  response: outcomeResponseSchema,
});

/** A utility account the documents service knows of. Assumption: provider, account, nickname, type. */
export const utilityAccountSchema = z.object({
  providerCode: optionalText,
  accountNumber: optionalIdText,
  nickname: optionalText,
  serviceType: optionalNumeric,
});

export type UtilityAccount = z.infer<typeof utilityAccountSchema>;

/** POST /api/proxy/{journey-service-common}/1.0/utility/getList (spec 000 §7). */
export const utilityListCall = defineCall({
  id: 'bills.utilityList',
  method: 'POST',
  path: '/api/proxy/{journey-service-common}/1.0/utility/getList',
  failsOnUnsuccessful: true,
  request: emptyRequestSchema,
  response: envelopeOf(listOf(utilityAccountSchema)),
});
