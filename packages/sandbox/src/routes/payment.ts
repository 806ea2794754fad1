import { paymentTotalOf } from '@portal/core';
import {
  journeyTransactionInquiryCall,
  paymentInitializeCall,
  receiptCall,
  transactionInquiryCall,
  type TransactionInquiryRequest,
} from '@portal/core/api/payment';
import { type CallRouter, type SandboxContext } from '../http/callRouter';
import { refuse } from '../http/refuse';
import { NOT_FOUND_REFUSALS } from '../refusals/notFound';
import { BUSINESS_REFUSALS } from '../refusals/business';
import { VALIDATION_REFUSALS } from '../refusals/validation';
import { langOf } from '../http/requestLanguage';
import { checkRedirect } from '../http/redirectPolicy';
import { pageLookOf, portalHomeOf } from '../http/pageLook';
import { renderPaymentPage } from '../pages/paymentPage';
import {
  PAYMENT_REFUSAL_STATUS,
  renderPaymentRefusal,
  type PaymentRefusal,
} from '../pages/paymentRefusal';
import { receiptPdf } from '../pdf/receiptPdf';
import {
  freshTransactionId,
  openPayment,
  OUTCOME_RESULT,
  type PaymentOutcome,
  type PaymentTransaction,
} from '../state/payments';
import { billAmountDue } from '../state/linkedAccounts';
import { closeAbandonedPayments, paymentStartRefusalOf } from '../state/paymentStart';
import { providerByCode } from '../state/providers';
import { newId, type SandboxWorld } from '../state/world';

/** Path of the sandbox-hosted test payment page. Under `/pub` so the portal's dev proxy reaches it. */
export const PAYMENT_PAGE_PATH = '/pub/__sandbox/pay';

const OUTCOMES: readonly PaymentOutcome[] = ['approved', 'declined', 'cancelled'];

/**
 * What an approved payment changes: a postpaid account's bills (oldest open bill first, never more than
 * is left on them: payment/initialize refused more), a prepaid line's balance, a Darb wallet's balance.
 */
function settle(world: SandboxWorld, payment: PaymentTransaction, at: Date): void {
  for (const item of payment.items) {
    const account = world.linkedAccounts.find(
      (a) => a.providerCode === item.providerCode && a.accountNumber === item.accountNumber,
    );
    if (account) {
      account.transactionId = payment.transactionId;
      if (providerByCode(account.providerCode)?.prepaid === true) {
        account.balance = Math.round((account.balance + item.amount) * 100) / 100;
        continue;
      }
      let left = item.amount;
      for (const bill of [...account.bills].reverse()) {
        const paid = Math.min(left, billAmountDue(bill));
        bill.paidAmount = Math.round((bill.paidAmount + paid) * 100) / 100;
        left = Math.round((left - paid) * 100) / 100;
      }
      continue;
    }
    const wallet = world.tollWallet.wallets.find((w) => w.walletId === item.accountNumber);
    if (wallet) {
      wallet.balance = Math.round((wallet.balance + item.amount) * 100) / 100;
      world.tollWallet.financialTransactions.push({
        transactionId: payment.transactionId,
        walletId: wallet.walletId,
        type: 'TopUp',
        amount: item.amount,
        dateTime: at.toISOString(),
        balanceAfter: wallet.balance,
      });
    }
  }
}

/** Adds query parameters to an absolute or relative URL, keeping its fragment last and a relative URL relative. */
export function withQuery(target: string, params: Record<string, string>): string {
  const relative = target.startsWith('/');
  const url = new URL(target, 'http://relative.invalid');
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return relative ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

function inquiryAnswer(c: SandboxContext, request: TransactionInquiryRequest): Response {
  const payment = c.var.world.payments.find((p) => p.transactionId === request.transid);
  if (!payment) return refuse(c, 404, NOT_FOUND_REFUSALS.transaction(request.transid));
  if (payment.serviceId !== request.serviceId) {
    return refuse(c, 404, BUSINESS_REFUSALS.transactionOfAnotherService);
  }
  return c.json({
    success: true,
    data: {
      paymentId: payment.paymentId ?? null,
      result: OUTCOME_RESULT[payment.outcome],
      amount: payment.amount,
      transactionDate: payment.completedAt ?? payment.createdAt,
      // What was paid, as the portal sent it (core's assumed `items`): the receipt names the account.
      items: payment.items.map(({ providerCode, accountNumber, amount }) => ({
        providerCode,
        accountNumber,
        amount,
      })),
    },
  });
}

/** Options of {@link registerPaymentRoutes}. */
export interface PaymentRoutesOptions {
  /** Origins the payment may return to, besides the sandbox's own (see `checkRedirect`). */
  readonly portalOrigins: readonly string[];
}

/** Payments (spec 000 §7): initialize → test payment page → inquiry → receipt PDF. */
export function registerPaymentRoutes(router: CallRouter, options: PaymentRoutesOptions): void {
  router.answer(paymentInitializeCall, (c, request) => {
    // The same total the portal sends (core's rule), so a payment built by the portal always matches.
    const total = paymentTotalOf(request.items);
    if (Math.abs(total - request.amount) > 0.005) {
      return refuse(c, 422, VALIDATION_REFUSALS.amountNotTotal, [
        `The amount ${request.amount.toFixed(2)} is not the sum of the items (${total.toFixed(2)}).`,
      ]);
    }
    const returnTo = checkRedirect(
      request.returnUrl,
      new URL(c.req.url).origin,
      options.portalOrigins,
    );
    if (!returnTo.ok)
      return refuse(c, 400, VALIDATION_REFUSALS.returnUrl, [
        `The returnUrl was refused (${returnTo.reason}); it must lead back to the portal.`,
      ]);
    const world = c.var.world;
    // The bill's own record decides (state/paymentStart.ts): a settled bill is not paid twice.
    closeAbandonedPayments(world, c.var.now());
    const refusal = paymentStartRefusalOf(world, request);
    if (refusal) return refuse(c, 409, refusal.message);
    const { transactionId } = openPayment(
      world,
      freshTransactionId(world, () => newId(world, 'TXN-SBX')),
      {
        serviceId: request.serviceId,
        amount: request.amount,
        items: request.items,
        mode: request.mode,
        lang: langOf(c),
        theme: request.displayTheme,
        returnUrl: returnTo.location,
      },
      c.var.now(),
    );
    // Relative, so it opens on the portal's own origin through its proxy and passes core's safeUrl.
    return c.json({
      success: true,
      data: { transactionId, paymentUrl: `${PAYMENT_PAGE_PATH}/${transactionId}` },
    });
  });

  router.answer(transactionInquiryCall, inquiryAnswer);
  router.answer(journeyTransactionInquiryCall, inquiryAnswer);

  router.answer(receiptCall, async (c, request) => {
    const payment = c.var.world.payments.find((p) => p.paymentId === request.paymentId);
    if (!payment) return refuse(c, 404, NOT_FOUND_REFUSALS.receipt(request.paymentId));
    const pdf = await receiptPdf(payment);
    return c.json({ success: true, data: { pdf: Buffer.from(pdf).toString('base64') } });
  });

  const { app } = router;
  const findPayment = (c: SandboxContext) =>
    c.var.world.payments.find((p) => p.transactionId === c.req.param('transactionId'));

  /**
   * The page's own refusals are HTML pages in the page's language and theme (the person navigated
   * here), with the refusal's status: 401 when not signed in or locked, as the API answers.
   */
  const refusePage = (
    c: SandboxContext,
    refusal: PaymentRefusal,
    payment: PaymentTransaction | undefined,
  ): Response => {
    const look = pageLookOf(
      c,
      payment === undefined ? {} : { lang: payment.lang, theme: payment.theme },
    );
    return c.html(
      renderPaymentRefusal(look, refusal, {
        home: portalHomeOf(look.lang),
        ...(payment === undefined ? {} : { returnUrl: payment.returnUrl }),
      }),
      PAYMENT_REFUSAL_STATUS[refusal.reason],
    );
  };

  /** The payment the page is about, or the refusal page: signed in and unlocked first, then known. */
  const pagePayment = (
    c: SandboxContext,
  ): { ok: true; payment: PaymentTransaction } | { ok: false; response: Response } => {
    const { auth } = c.var.world;
    if (!auth.signedIn)
      return { ok: false, response: refusePage(c, { reason: 'signed-out' }, undefined) };
    if (auth.longSession && auth.locked)
      return { ok: false, response: refusePage(c, { reason: 'locked' }, undefined) };
    const payment = findPayment(c);
    if (!payment) {
      const transactionId = c.req.param('transactionId') ?? '';
      return {
        ok: false,
        response: refusePage(c, { reason: 'unknown-payment', transactionId }, undefined),
      };
    }
    return { ok: true, payment };
  };

  app.get(`${PAYMENT_PAGE_PATH}/:transactionId`, (c) => {
    const found = pagePayment(c);
    if (!found.ok) return found.response;
    const { payment } = found;
    const look = pageLookOf(c, { lang: payment.lang, theme: payment.theme });
    return c.html(
      renderPaymentPage(
        payment,
        look,
        c.var.world.auth.csrfToken,
        c.req.path,
        c.var.world.linkedAccounts,
      ),
    );
  });

  app.post(`${PAYMENT_PAGE_PATH}/:transactionId`, async (c) => {
    const found = pagePayment(c);
    if (!found.ok) return found.response;
    const { payment } = found;
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    if (form['csrf'] !== c.var.world.auth.csrfToken)
      return refusePage(c, { reason: 'expired-form' }, payment);
    const outcome = OUTCOMES.find((candidate) => candidate === form['outcome']);
    if (!outcome) return refusePage(c, { reason: 'no-outcome' }, payment);
    if (payment.outcome !== 'pending')
      return refusePage(c, { reason: 'finished', outcome: payment.outcome }, payment);
    const now = c.var.now();
    payment.outcome = outcome;
    payment.completedAt = now.toISOString();
    if (outcome === 'approved') {
      payment.paymentId = newId(c.var.world, 'PAY-SBX');
      settle(c.var.world, payment, now);
    }
    return c.redirect(
      withQuery(payment.returnUrl, {
        transactionId: payment.transactionId,
        serviceId: payment.serviceId,
        status: OUTCOME_RESULT[outcome],
      }),
      303,
    );
  });
}
