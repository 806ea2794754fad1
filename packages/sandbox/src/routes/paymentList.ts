import { paymentListCall, type PaymentListStatus } from '@portal/core/api/payment';
import type { CallRouter } from '../http/callRouter';
import { langOf } from '../http/requestLanguage';
import { amountDueOf, openBillOf, type LinkedAccount } from '../state/linkedAccounts';
import type { PaymentOutcome, PaymentTransaction } from '../state/payments';
import { PROVIDERS } from '../state/providers';
import type { Bilingual } from '../state/text';
import type { SandboxWorld } from '../state/world';

/** A row of payment/list as core's `paymentListItemSchema` reads it. */
interface PaymentRow {
  readonly id: string;
  readonly txnCode: string | null;
  readonly serviceId: string;
  readonly providerCode: string | null;
  readonly title: string;
  readonly amount: number;
  readonly currency: 'AED';
  readonly status: PaymentListStatus;
  readonly date: string | null;
  readonly paymentId: string | null;
  readonly entity: string | null;
  readonly accountId: string | null;
}

const STATUS_OF: Readonly<Record<PaymentOutcome, PaymentListStatus>> = {
  pending: 'pending',
  approved: 'paid',
  declined: 'failed',
  cancelled: 'failed',
};

const DARB_TOP_UP: Bilingual = { en: 'Darb wallet top-up', ar: 'شحن محفظة درب' };

/** "Provider · nickname", the way the utilities hub names an account. */
function accountTitle(account: LinkedAccount, lang: 'en' | 'ar'): string {
  const provider = PROVIDERS.find((candidate) => candidate.code === account.providerCode);
  return provider ? `${provider.name[lang]} · ${account.nickname}` : account.nickname;
}

/**
 * The due date of the bill the row asks to pay (the account's open bill, the one bill details shows),
 * as an ISO day: bills write DD-MM-YYYY (spec 000 §5).
 */
function dueDateOf(account: LinkedAccount): string | null {
  const bill = openBillOf(account);
  const match = bill ? /^(\d{2})-(\d{2})-(\d{4})$/.exec(bill.dueDate) : null;
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
}

function dueRow(account: LinkedAccount, lang: 'en' | 'ar'): PaymentRow {
  return {
    id: `due-${account.id}`,
    txnCode: null,
    serviceId: account.entity,
    providerCode: account.providerCode,
    title: accountTitle(account, lang),
    amount: amountDueOf(account),
    currency: 'AED',
    status: 'due',
    date: dueDateOf(account),
    paymentId: null,
    entity: account.entity,
    accountId: account.id,
  };
}

function transactionRow(
  world: SandboxWorld,
  payment: PaymentTransaction,
  lang: 'en' | 'ar',
): PaymentRow {
  const [item] = payment.items;
  const account = item
    ? world.linkedAccounts.find(
        (candidate) =>
          candidate.providerCode === item.providerCode &&
          candidate.accountNumber === item.accountNumber,
      )
    : undefined;
  const wallet = item
    ? world.tollWallet.wallets.some((candidate) => candidate.walletId === item.accountNumber)
    : false;
  return {
    id: payment.transactionId,
    txnCode: payment.transactionId,
    serviceId: payment.serviceId,
    providerCode: item?.providerCode ?? null,
    title: account ? accountTitle(account, lang) : wallet ? DARB_TOP_UP[lang] : payment.description,
    amount: payment.amount,
    currency: 'AED',
    status: STATUS_OF[payment.outcome],
    date: payment.completedAt ?? payment.createdAt,
    paymentId: payment.paymentId ?? null,
    entity: null,
    accountId: null,
  };
}

/**
 * The person's payments, as payment/list answers them: first a due row for every linked account with
 * an amount due above 0 (prepaid lines carry a balance, not a due), then every payment of the session
 * (seeded ones included), newest first.
 */
export function paymentRowsOf(world: SandboxWorld, lang: 'en' | 'ar'): PaymentRow[] {
  const due = world.linkedAccounts
    .filter((account) => amountDueOf(account) > 0)
    .map((account) => dueRow(account, lang));
  const done = [...world.payments]
    .sort((a, b) => (b.completedAt ?? b.createdAt).localeCompare(a.completedAt ?? a.createdAt))
    .map((payment) => transactionRow(world, payment, lang));
  return [...due, ...done];
}

/**
 * payment/list. **Assumption**: the call is not in spec 000 §7 (core's `paymentListCall`). Pages of
 * `pageSize` from `page` 1; `dueOnly` keeps the due rows. A page past the end is empty.
 */
export function registerPaymentListRoutes(router: CallRouter): void {
  router.answer(paymentListCall, (c, request) => {
    const rows = paymentRowsOf(c.var.world, langOf(c)).filter(
      (row) => request.dueOnly !== true || row.status === 'due',
    );
    const start = (request.page - 1) * request.pageSize;
    return c.json({
      success: true,
      data: { items: rows.slice(start, start + request.pageSize), total: rows.length },
    });
  });
}
