import { formatAmount } from '@portal/core';
import { amountDueOf, type LinkedAccount } from './linkedAccounts';
import type { PaymentTransaction } from './payments';
import { providerByCode } from './providers';
import type { Bilingual } from './text';

/**
 * How long a started payment holds its account: the gateway's session. A payment still pending after
 * that was abandoned (the person left the payment page without choosing); the next start for the
 * account closes it as cancelled, so its page can no longer approve it.
 */
export const OPEN_PAYMENT_TTL_MS = 15 * 60_000;

/** Why payment/initialize refuses to start a payment (all answered 409, in the request's language). */
export type PaymentStartRefusalKind =
  'not-linked' | 'service-mismatch' | 'open-payment' | 'already-paid' | 'more-than-due';

export interface PaymentStartRefusal {
  readonly kind: PaymentStartRefusalKind;
  readonly message: Bilingual;
}

/** What payment/initialize asks to pay. */
interface PaymentStartRequest {
  readonly serviceId: string;
  readonly items: ReadonlyArray<{
    readonly providerCode: string;
    readonly accountNumber: string;
    readonly amount: number;
  }>;
}

interface PaymentWorld {
  readonly linkedAccounts: readonly LinkedAccount[];
  readonly payments: PaymentTransaction[];
}

const aed = (amount: number) => formatAmount(amount);

const paysAccount = (payment: PaymentTransaction, account: LinkedAccount) =>
  payment.items.some(
    (item) =>
      item.providerCode === account.providerCode && item.accountNumber === account.accountNumber,
  );

/** Closes, as cancelled, every payment left pending past {@link OPEN_PAYMENT_TTL_MS}. */
export function closeAbandonedPayments(world: PaymentWorld, now: Date): void {
  for (const payment of world.payments) {
    const expiresAt = Date.parse(payment.createdAt) + OPEN_PAYMENT_TTL_MS;
    if (payment.outcome === 'pending' && expiresAt <= now.getTime()) {
      payment.outcome = 'cancelled';
      payment.completedAt = new Date(expiresAt).toISOString();
    }
  }
}

/**
 * Whether a payment may start, checked against the world's own records: every item must be an account
 * linked to the person, of the service the payment is for (`serviceId` is the account's entity,
 * `addc`…); no other payment of the account may be open; and a bill (postpaid) is paid at most up to
 * what is left on it, so a settled bill is never paid twice and nothing is booked as unasked credit.
 * Call {@link closeAbandonedPayments} first. Answers the first refusal, or `undefined`.
 */
export function paymentStartRefusalOf(
  world: PaymentWorld,
  request: PaymentStartRequest,
): PaymentStartRefusal | undefined {
  const asked = new Map<LinkedAccount, number>();
  for (const item of request.items) {
    const account = world.linkedAccounts.find(
      (candidate) =>
        candidate.providerCode === item.providerCode &&
        candidate.accountNumber === item.accountNumber,
    );
    if (!account) {
      return {
        kind: 'not-linked',
        message: {
          en: `Account ${item.accountNumber} is not linked to you. Link it first, then pay.`,
          ar: `الحساب ${item.accountNumber} غير مرتبط بك. اربطه أولاً، ثم ادفع.`,
        },
      };
    }
    if (account.entity !== request.serviceId) {
      const provider = providerByCode(account.providerCode)?.name ?? {
        en: account.providerCode,
        ar: account.providerCode,
      };
      return {
        kind: 'service-mismatch',
        message: {
          en: `Account ${account.accountNumber} belongs to ${provider.en}; it cannot be paid as ${request.serviceId}.`,
          ar: `الحساب ${account.accountNumber} تابع لـ${provider.ar}، ولا يمكن دفعه ضمن خدمة ${request.serviceId}.`,
        },
      };
    }
    asked.set(account, (asked.get(account) ?? 0) + item.amount);
  }
  for (const [account, amount] of asked) {
    if (
      world.payments.some(
        (payment) => payment.outcome === 'pending' && paysAccount(payment, account),
      )
    ) {
      return {
        kind: 'open-payment',
        message: {
          en: 'A payment for this account is already under way. Finish it on the payment page, or try again in 15 minutes.',
          ar: 'هناك عملية دفع جارية لهذا الحساب. أكملها في صفحة الدفع، أو حاول مرة أخرى بعد 15 دقيقة.',
        },
      };
    }
    if (providerByCode(account.providerCode)?.prepaid === true) continue;
    const due = amountDueOf(account);
    if (due <= 0) {
      return {
        kind: 'already-paid',
        message: {
          en: `This bill has already been paid: nothing is left to pay on account ${account.accountNumber}.`,
          ar: `تم دفع هذه الفاتورة بالفعل: لا يوجد مبلغ متبقٍ للدفع على الحساب ${account.accountNumber}.`,
        },
      };
    }
    if (Math.round(amount * 100) > Math.round(due * 100)) {
      return {
        kind: 'more-than-due',
        message: {
          en: `AED ${aed(amount)} is more than the AED ${aed(due)} left to pay on this bill.`,
          ar: `مبلغ ${aed(amount)} درهم أكبر من المتبقي على هذه الفاتورة، وهو ${aed(due)} درهم.`,
        },
      };
    }
  }
  return undefined;
}
