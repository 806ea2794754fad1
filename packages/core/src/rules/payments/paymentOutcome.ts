/** Payment modes the gateway is initialised with (spec 000 §3). */
export const PAYMENT_MODES = ['Capture', 'Purchase'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** The value that marks a successful payment (spec 000 §3). */
export const PAYMENT_SUCCESS_VALUE = 'Success';

/**
 * Whether a payment status reports success (spec 000 §3: success value `Success`).
 * Choice: compared after trimming and ignoring case, because the value comes back through the gateway
 * and the proxy; anything else, including no status, is not a success.
 */
export function isPaymentSuccessful(status: unknown): boolean {
  return (
    typeof status === 'string' &&
    status.trim().toLowerCase() === PAYMENT_SUCCESS_VALUE.toLowerCase()
  );
}
