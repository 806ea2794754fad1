import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import { parseEmailRecipients } from '../../rules/validation/emailRecipients';
import { pdfBlobFromBase64 } from '../internal/pdfBlob';
import {
  billDetailsCall,
  billDetailsV2Call,
  downloadBillV2Call,
  lastSixBillsCall,
  lastSixBillsV2Call,
  lastSixConsumptionsCall,
  lastSixConsumptionsV2Call,
  shareBillCall,
  utilityListCall,
  type Bill,
  type Consumption,
  type UtilityAccount,
} from './billCalls';

/**
 * Which account's bills. With `serviceType` (spec 000 §3 ids) the V2 calls are used, else the V1 ones.
 */
export interface BillAccount {
  readonly providerCode: string;
  readonly accountNumber: string;
  readonly serviceType?: number;
  readonly billId?: string;
}

function v1(account: BillAccount) {
  return {
    providerCode: account.providerCode,
    accountNumber: account.accountNumber,
    ...(account.billId === undefined ? {} : { billId: account.billId }),
  };
}

/**
 * One bill's details (spec 000 §7 getBillDetails / getBillDetailsV2).
 * @throws {PortalError} on any failure.
 */
export async function getBillDetails(
  client: PortalClient,
  account: BillAccount,
  options: CallOptions = {},
): Promise<Bill> {
  const response =
    account.serviceType === undefined
      ? await client.send(billDetailsCall, { request: v1(account), signal: options.signal })
      : await client.send(billDetailsV2Call, {
          request: { ...v1(account), serviceType: account.serviceType },
          signal: options.signal,
        });
  return response.data;
}

/**
 * The last six bills (spec 000 §1, §7 getLastSixBills / getLastSixBillsV2).
 * @throws {PortalError} on any failure.
 */
export async function getLastSixBills(
  client: PortalClient,
  account: BillAccount,
  options: CallOptions = {},
): Promise<Bill[]> {
  const response =
    account.serviceType === undefined
      ? await client.send(lastSixBillsCall, { request: v1(account), signal: options.signal })
      : await client.send(lastSixBillsV2Call, {
          request: { ...v1(account), serviceType: account.serviceType },
          signal: options.signal,
        });
  return response.data.slice(0, 6);
}

/**
 * The last six consumptions (spec 000 §1, §7 getLastSixConsumptions / getLastSixConsumptionsV2).
 * @throws {PortalError} on any failure.
 */
export async function getLastSixConsumptions(
  client: PortalClient,
  account: BillAccount,
  options: CallOptions = {},
): Promise<Consumption[]> {
  const response =
    account.serviceType === undefined
      ? await client.send(lastSixConsumptionsCall, { request: v1(account), signal: options.signal })
      : await client.send(lastSixConsumptionsV2Call, {
          request: { ...v1(account), serviceType: account.serviceType },
          signal: options.signal,
        });
  return response.data.slice(0, 6);
}

/**
 * One bill as a PDF `Blob` (spec 000 §7 downloadBillV2), checked to start with `%PDF-`.
 * @throws {PortalError} on any failure; `invalid-response` when the answer is not a PDF.
 */
export async function downloadBill(
  client: PortalClient,
  account: BillAccount & { readonly serviceType: number; readonly billId: string },
  options: CallOptions = {},
): Promise<Blob> {
  const response = await client.send(downloadBillV2Call, {
    request: { ...v1(account), serviceType: account.serviceType },
    signal: options.signal,
  });
  const pdf = response.data?.pdf;
  const blob = pdf ? pdfBlobFromBase64(pdf) : undefined;
  if (!blob)
    throw client.fail({
      kind: 'invalid-response',
      call: downloadBillV2Call.id,
      issues: ['data.pdf: not a base64 PDF document'],
    });
  return blob;
}

/**
 * Splits the share modal's textarea into addresses with the recipients rule
 * (`parseEmailRecipients`): commas, semicolons and new lines separate them; empties are dropped and
 * duplicates removed (case-insensitive). Validation is the schema's job.
 */
export function parseEmailList(text: string): string[] {
  return parseEmailRecipients(String(text));
}

/**
 * Shares a water or electricity bill by e-mail (spec 000 §2, §5, §7 shareWaterElectricityBill).
 * @throws {PortalError} `invalid-request` naming the first bad address or a missing captcha (nothing is
 *   sent); `business` with the server's message when it refuses (a failed captcha).
 */
export async function shareBill(
  client: PortalClient,
  input: BillAccount & {
    /** The textarea's text, or addresses already parsed (e.g. by `shareBillFormSchema`). */
    readonly emails: string | readonly string[];
    /** The captcha provider's token; the server verifies it once. */
    readonly captchaToken: string;
  },
  options: CallOptions = {},
): Promise<void> {
  await client.send(shareBillCall, {
    request: {
      ...v1(input),
      emails:
        typeof input.emails === 'string'
          ? parseEmailList(input.emails)
          : parseEmailRecipients(input.emails.join('\n')),
      captchaToken: input.captchaToken,
    },
    signal: options.signal,
  });
}

/**
 * The user's utility accounts known to the documents service (spec 000 §7 utility/getList).
 * @throws {PortalError} on any failure.
 */
export async function getUtilityAccounts(
  client: PortalClient,
  options: CallOptions = {},
): Promise<UtilityAccount[]> {
  const response = await client.send(utilityListCall, { request: {}, signal: options.signal });
  return response.data;
}
