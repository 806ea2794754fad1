import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import { PortalError } from '../../client/PortalError';
import { pdfBlobFromBase64 } from '../internal/pdfBlob';
import { receiptCall } from './paymentCalls';
import { inquireTransaction, type TransactionInquiryInput } from './payments';

const FLOW = 'payment.downloadReceipt';
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
      throw client.fail({
        kind: 'invalid-response',
        call: FLOW,
        issues: ['data.paymentId: missing from the transaction details'],
      });
    }
    const receipt = await client.send(receiptCall, {
      request: { paymentId: details.paymentId },
      signal: options.signal,
    });
    const pdf = receipt.data?.pdf;
    if (!pdf) {
      throw client.fail({
        kind: 'invalid-response',
        call: FLOW,
        issues: ['data.pdf: missing from the receipt'],
      });
    }
    const blob = pdfBlobFromBase64(pdf);
    if (!blob) {
      throw client.fail({
        kind: 'invalid-response',
        call: FLOW,
        issues: ['data.pdf: not a base64 PDF document'],
      });
    }
    return blob;
  } catch (error) {
    if (error instanceof PortalError) {
      if (error.kind === 'aborted' || error.call === FLOW) throw error;
      // The step's own error was reported already; this one only replaces the message shown.
      throw new PortalError({
        kind: error.kind,
        call: FLOW,
        status: error.status,
        issues: error.issues,
        cause: error,
      });
    }
    throw client.fail({
      kind: 'invalid-response',
      call: FLOW,
      issues: ['unexpected failure'],
      cause: error,
    });
  }
}
