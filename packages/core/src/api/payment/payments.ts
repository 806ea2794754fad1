import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import { safeUrl, type SafeUrlOptions } from '../../rules/security/safeUrl';
import {
  journeyTransactionInquiryCall,
  paymentInitializeCall,
  transactionInquiryCall,
  type PaymentInitializeRequest,
  type TransactionDetails,
} from './paymentCalls';

/** A started payment: where to send the user, and the transaction to ask about afterwards. */
export interface StartedPayment {
  readonly transactionId: string;
  readonly paymentUrl: URL;
}

/**
 * Starts a payment (spec 000 §7 payment/initialize with displayTheme). The gateway URL the server returns
 * passes the `safeUrl` rule with `urlPolicy` (the gateway's origin must be on its allow-list) before the
 * caller may navigate to it.
 * @throws {PortalError} on any failure; `invalid-response` when the payment URL is not allowed.
 */
export async function initializePayment(
  client: PortalClient,
  input: PaymentInitializeRequest,
  urlPolicy: SafeUrlOptions,
  options: CallOptions = {},
): Promise<StartedPayment> {
  const response = await client.send(paymentInitializeCall, {
    request: input,
    signal: options.signal,
  });
  const checked = safeUrl(response.data.paymentUrl, urlPolicy);
  if (!checked.ok) {
    throw client.fail({
      kind: 'invalid-response',
      call: paymentInitializeCall.id,
      issues: [`data.paymentUrl: refused (${checked.reason})`],
    });
  }
  return { transactionId: response.data.transactionId, paymentUrl: checked.url };
}

/** Which transaction to ask about. */
export interface TransactionInquiryInput {
  readonly transactionId: string;
  readonly serviceId: string;
  /** Ask through the journey-service proxy instead of the payment hub (spec 000 §7). */
  readonly viaJourneyProxy?: boolean;
}

/**
 * The details of a transaction (spec 000 §7 inquiryTransactionV2: action 8, inqType LAST_ANY,
 * udf5 TRANID, the client's language as EN or AR).
 * @throws {PortalError} on any failure.
 */
export async function inquireTransaction(
  client: PortalClient,
  input: TransactionInquiryInput,
  options: CallOptions = {},
): Promise<TransactionDetails> {
  const call = input.viaJourneyProxy ? journeyTransactionInquiryCall : transactionInquiryCall;
  const response = await client.send(call, {
    request: {
      transid: input.transactionId,
      action: 8,
      inqType: 'LAST_ANY',
      udf5: 'TRANID',
      serviceId: input.serviceId,
      languageId: client.options.lang === 'ar' ? 'AR' : 'EN',
    },
    signal: options.signal,
  });
  return response.data;
}
