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
 * Id of the seeded payment the seeded payment notification names (`TxnCode`, state/notifications.ts):
 * its link opens the payments list on this transaction, which is paid and has a receipt.
 */
export const NOTIFIED_TRANSACTION_ID = 'TXN-SBX-000042';

/** Id of the seeded declined payment, so the payments list shows a failed one too. */
export const DECLINED_TRANSACTION_ID = 'TXN-SBX-SEED-002';

/**
 * A new transaction id (`TXN-SBX-000001`, …) that no payment of the world holds yet. The seeded
 * `TXN-SBX-000042` has the shape `newId` gives, so the 42nd id would otherwise name it twice.
 */
export function freshTransactionId(
  world: { readonly payments: readonly PaymentTransaction[] },
  next: () => string,
): string {
  for (;;) {
    const id = next();
    if (!world.payments.some((payment) => payment.transactionId === id)) return id;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

function seededPayment(
  account: { readonly providerCode: string; readonly accountNumber: string },
  fields: Pick<
    PaymentTransaction,
    'transactionId' | 'paymentId' | 'serviceId' | 'amount' | 'outcome'
  >,
  at: string,
): PaymentTransaction {
  return {
    ...fields,
    currency: 'AED',
    description: `${account.providerCode} ${account.accountNumber}`,
    items: [
      {
        providerCode: account.providerCode,
        accountNumber: account.accountNumber,
        amount: fields.amount,
      },
    ],
    mode: 'Purchase',
    lang: 'en',
    theme: 'light',
    returnUrl: '/en/my-utilities',
    createdAt: at,
    completedAt: at,
  };
}

/** What a seeded payment needs of its account: its number and the bill it paid. */
interface SeededAccount {
  readonly providerCode: string;
  readonly accountNumber: string;
  readonly bills: ReadonlyArray<{ readonly amount: number }>;
}

/**
 * Three finished payments, so the receipt screen (`/my-utilities/receipt/addc/TXN-SBX-SEED-001`),
 * the payments list (`?txncode=TXN-SBX-000042`), their stories and the route sweep have real
 * transactions before anyone pays. Each approved one paid its account's previous bill (`bills[1]`,
 * which the seed leaves paid), for that bill's amount, so the receipt and the bill agree:
 * - `TXN-SBX-SEED-001`: approved, the first electricity account (service `addc`), 3 days old;
 * - `TXN-SBX-000042`: approved, the second electricity account, 5 days old, receipt `PAY-SBX-000042`;
 * - `TXN-SBX-SEED-002`: declined, the first du postpaid account, AED 95.50, 8 days old, no receipt.
 */
export function seedPayments(
  accounts: ReadonlyArray<SeededAccount>,
  now: Date,
): PaymentTransaction[] {
  const electricity = accounts.filter((candidate) => candidate.providerCode === 'ADDA00002');
  const [first, second = first] = electricity;
  if (!first || !second) return [];
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const previousBill = (account: SeededAccount) => account.bills[1]?.amount ?? 0;
  const payments = [
    seededPayment(
      first,
      {
        transactionId: SEEDED_TRANSACTION_ID,
        paymentId: 'PAY-SBX-SEED-001',
        serviceId: 'addc',
        amount: previousBill(first),
        outcome: 'approved',
      },
      daysAgo(3),
    ),
    seededPayment(
      second,
      {
        transactionId: NOTIFIED_TRANSACTION_ID,
        paymentId: 'PAY-SBX-000042',
        serviceId: 'addc',
        amount: previousBill(second),
        outcome: 'approved',
      },
      daysAgo(5),
    ),
  ];
  const du = accounts.find((candidate) => candidate.providerCode === 'DU0002');
  if (du) {
    payments.push(
      seededPayment(
        du,
        {
          transactionId: DECLINED_TRANSACTION_ID,
          paymentId: undefined,
          serviceId: 'du',
          amount: 95.5,
          outcome: 'declined',
        },
        daysAgo(8),
      ),
    );
  }
  return payments;
}
