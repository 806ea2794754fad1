/** Outcome of a test payment, chosen on the sandbox's payment page. */
export type PaymentOutcome = 'pending' | 'approved' | 'declined' | 'cancelled';

/** A payment started with payment/initialize. */
export interface PaymentTransaction {
  /** The transaction id the gateway reports back (`transid`). */
  readonly transactionId: string;
  /** Id of the receipt (`paymentId`), known once the payment is approved. */
  paymentId: string | undefined;
  readonly serviceId: string;
  readonly amount: number;
  readonly currency: 'AED';
  readonly description: string;
  /** What is being paid: a linked account, a wallet top-up, or any other service. */
  readonly target: PaymentTarget;
  readonly mode: 'Capture' | 'Purchase';
  readonly lang: 'en' | 'ar';
  readonly theme: 'light' | 'dark';
  /** Where the payment page sends the user back to (the receipt route). */
  readonly returnUrl: string;
  readonly createdAt: string;
  outcome: PaymentOutcome;
  completedAt: string | undefined;
}

export type PaymentTarget =
  | { readonly kind: 'account'; readonly accountId: string }
  | { readonly kind: 'wallet'; readonly walletId: string }
  | { readonly kind: 'service' };

/** Gateway result text the inquiry returns for an approved payment (spec 000 §3 "success value Success"). */
export const PAYMENT_SUCCESS = 'Success';

/** What the inquiry reports for each outcome. */
export const OUTCOME_RESULT: Readonly<Record<PaymentOutcome, string>> = {
  pending: 'Pending',
  approved: PAYMENT_SUCCESS,
  declined: 'Declined',
  cancelled: 'Cancelled',
};
