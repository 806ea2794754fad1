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
  /** What is being paid: linked accounts by provider and account number, or a Darb wallet by its id. */
  readonly items: ReadonlyArray<{
    readonly providerCode: string;
    readonly accountNumber: string;
    readonly amount: number;
  }>;
  readonly mode: 'Capture' | 'Purchase';
  readonly lang: 'en' | 'ar';
  readonly theme: 'light' | 'dark';
  /** Where the payment page sends the user back to (the receipt route), already checked with safeUrl. */
  readonly returnUrl: string;
  readonly createdAt: string;
  outcome: PaymentOutcome;
  completedAt: string | undefined;
}

/** Gateway result text the inquiry returns for an approved payment (spec 000 §3 "success value Success"). */
export const PAYMENT_SUCCESS = 'Success';

/** What the inquiry reports for each outcome. */
export const OUTCOME_RESULT: Readonly<Record<PaymentOutcome, string>> = {
  pending: 'Pending',
  approved: PAYMENT_SUCCESS,
  declined: 'Declined',
  cancelled: 'Cancelled',
};

/** What a new payment is for; the rest is filled in by {@link openPayment}. */
export type PaymentInit = Pick<
  PaymentTransaction,
  'serviceId' | 'amount' | 'items' | 'mode' | 'lang' | 'theme' | 'returnUrl'
>;

/**
 * Records a pending payment in the world and answers its id. Payment/initialize and the Darb top-up
 * both start payments this way, so both finish on the same test payment page.
 */
export function openPayment(
  world: { readonly payments: PaymentTransaction[] },
  transactionId: string,
  init: PaymentInit,
  now: Date,
): PaymentTransaction {
  const payment: PaymentTransaction = {
    ...init,
    transactionId,
    paymentId: undefined,
    currency: 'AED',
    description: init.items.map((item) => `${item.providerCode} ${item.accountNumber}`).join(', '),
    createdAt: now.toISOString(),
    outcome: 'pending',
    completedAt: undefined,
  };
  world.payments.push(payment);
  return payment;
}

/** Id of the seeded, already approved payment: a receipt exists from the start (docs/sandbox.md). */
export const SEEDED_TRANSACTION_ID = 'TXN-SBX-SEED-001';

/**
 * One approved payment of the first electricity account (service `addc`), three days old, so the
 * receipt screen (`/my-utilities/receipt/addc/TXN-SBX-SEED-001`), its stories and the route sweep
 * have a real transaction and receipt before anyone pays.
 */
export function seedPayments(
  accounts: ReadonlyArray<{ readonly providerCode: string; readonly accountNumber: string }>,
  now: Date,
): PaymentTransaction[] {
  const account = accounts.find((candidate) => candidate.providerCode === 'ADDA00002');
  if (!account) return [];
  const at = new Date(now.getTime() - 3 * 24 * 60 * 60 * 1000).toISOString();
  const items = [
    { providerCode: account.providerCode, accountNumber: account.accountNumber, amount: 150 },
  ];
  return [
    {
      transactionId: SEEDED_TRANSACTION_ID,
      paymentId: 'PAY-SBX-SEED-001',
      serviceId: 'addc',
      amount: 150,
      currency: 'AED',
      description: `${account.providerCode} ${account.accountNumber}`,
      items,
      mode: 'Purchase',
      lang: 'en',
      theme: 'light',
      returnUrl: '/en/my-utilities',
      createdAt: at,
      outcome: 'approved',
      completedAt: at,
    },
  ];
}
