import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import { PortalError } from '../../client/PortalError';
import { receiptCall } from './paymentCalls';
import { inquireTransaction, type TransactionInquiryInput } from './payments';

const FLOW = 'payment.downloadReceipt';
const PDF_MAGIC = '%PDF-';

/** Decodes base64 to bytes, or `undefined` when the text is not base64. */
function decodeBase64(text: string): Uint8Array<ArrayBuffer> | undefined {
  try {
    const binary = atob(text.replace(/\s+/g, ''));
    const bytes = new Uint8Array(binary.length);
    for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
    return bytes;
  } catch {
    return undefined;
  }
}

function isPdf(bytes: Uint8Array): boolean {
  return bytes.length > PDF_MAGIC.length && [...PDF_MAGIC].every((char, index) => bytes[index] === char.charCodeAt(0));
}

/**
 * The receipt download flow (spec 000 §4: "fetch transaction details, then the receipt, then open the
 * PDF"): inquiry → paymentId → getReceipt → base64 → a `Blob` of type application/pdf whose bytes start
 * with `%PDF-`.
 *
 * Spec 000 §8: any failure shows the generic alert, including details without paymentId and a receipt
 * without pdf. So every failure rejects with a PortalError whose `userMessage` is the generic key (the
 * original failure is its `cause` and has already reached `onError`).
 * @throws {PortalError} on any failure; kind `aborted` when cancelled.
 */
export async function downloadReceipt(
  client: PortalClient,
  input: TransactionInquiryInput,
  options: CallOptions = {},
): Promise<Blob> {
  try {
    const details = await inquireTransaction(client, input, options);
    if (!details.paymentId) {
      throw client.fail({ kind: 'invalid-response', call: FLOW, issues: ['data.paymentId: missing from the transaction details'] });
    }
    const receipt = await client.send(receiptCall, { request: { paymentId: details.paymentId }, signal: options.signal });
    const pdf = receipt.data?.pdf;
    if (!pdf) {
      throw client.fail({ kind: 'invalid-response', call: FLOW, issues: ['data.pdf: missing from the receipt'] });
    }
    const bytes = decodeBase64(pdf);
    if (!bytes || !isPdf(bytes)) {
      throw client.fail({ kind: 'invalid-response', call: FLOW, issues: ['data.pdf: not a base64 PDF document'] });
    }
    return new Blob([bytes], { type: 'application/pdf' });
  } catch (error) {
    if (error instanceof PortalError) {
      if (error.kind === 'aborted' || error.call === FLOW) throw error;
      // The step's own error was reported already; this one only replaces the message shown.
      throw new PortalError({ kind: error.kind, call: FLOW, status: error.status, issues: error.issues, cause: error });
    }
    throw client.fail({ kind: 'invalid-response', call: FLOW, issues: ['unexpected failure'], cause: error });
  }
}
