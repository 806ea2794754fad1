import { downloadReceipt, initializePayment, inquireTransaction } from '@portal/core/api/payment';
import { getLinkedAccounts } from '@portal/core/api/paymentHub';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { failureOf } from '../support/failureOf';
import type { SandboxApp } from '../../createSandbox';
import { payOnPage } from '../support/payOnPage';
import { sessionView } from '../support/session';
import { call, clientFor, testSandbox } from '../support/sandboxClient';

const PORTAL = { origin: 'http://127.0.0.1:5173' };

/**
 * Starts a payment of the session's first linked ADDC account (service `addc`): its whole amount due,
 * or `amount` (a part payment). The sandbox starts payments only for linked accounts of the service.
 */
async function startPayment(app: SandboxApp, amount?: number) {
  const [account] = await getLinkedAccounts(clientFor(app), 'addc');
  const paid = amount ?? account?.dueAmount ?? 0;
  return initializePayment(
    clientFor(app),
    {
      serviceId: 'addc',
      amount: paid,
      currency: 'AED',
      mode: 'Purchase',
      items: [
        { providerCode: 'ADDA00002', accountNumber: account?.accountNumber ?? '', amount: paid },
      ],
      returnUrl: '/en/mylocker/payments/receipt/addc',
      displayTheme: 'dark',
    },
    PORTAL,
  );
}

describe('payments against the sandbox', () => {
  it('pays a bill: the page returns to the receipt route, the inquiry succeeds, the due drops and the receipt is a PDF', async () => {
    const app = testSandbox();
    const client = clientFor(app);
    const [account] = await getLinkedAccounts(client, 'addc');
    const due = account?.dueAmount ?? 0;
    const started = await startPayment(app, due);
    expect(started.paymentUrl.pathname).toBe(`/pub/__sandbox/pay/${started.transactionId}`);

    const pending = await inquireTransaction(client, {
      transactionId: started.transactionId,
      serviceId: 'addc',
    });
    expect(pending.result).toBe('Pending');
    expect(pending.paymentId ?? null).toBeNull();

    const page = await call(app, started.paymentUrl.pathname);
    const html = await page.text();
    expect(html).toContain('data-theme="dark"');
    expect(html).toContain('Approve payment');

    const returned = await payOnPage(app, started.paymentUrl, 'approved');
    expect(returned.status).toBe(303);
    expect(returned.headers.get('location')).toBe(
      `/en/mylocker/payments/receipt/addc?transactionId=${started.transactionId}&serviceId=addc&status=Success`,
    );

    const details = await inquireTransaction(client, {
      transactionId: started.transactionId,
      serviceId: 'addc',
      viaJourneyProxy: true,
    });
    expect(details).toMatchObject({
      result: 'Success',
      amount: due,
      paymentId: expect.stringMatching(/^PAY-SBX-/),
      // The receipt names what was paid: the account's provider code and number.
      items: [{ providerCode: 'ADDA00002', accountNumber: account?.accountNumber, amount: due }],
    });
    expect(
      (await getLinkedAccounts(client, 'addc')).find((a) => a.id === account?.id),
    ).toMatchObject({ dueAmount: 0, transactionId: started.transactionId });

    const receipt = await downloadReceipt(client, {
      transactionId: started.transactionId,
      serviceId: 'addc',
    });
    const bytes = new Uint8Array(await receipt.arrayBuffer());
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toContain(details.paymentId ?? 'missing');
  });

  it('reports a declined payment, which has no receipt', async () => {
    const app = testSandbox();
    const started = await startPayment(app, 50);
    await payOnPage(app, started.paymentUrl, 'declined');
    const details = await inquireTransaction(clientFor(app), {
      transactionId: started.transactionId,
      serviceId: 'addc',
    });
    expect(details.result).toBe('Declined');
    expect(details.paymentId ?? null).toBeNull();
    const error = await failureOf(
      downloadReceipt(clientFor(app), {
        transactionId: started.transactionId,
        serviceId: 'addc',
      }),
    );
    expect(error.userMessage).toEqual({ type: 'key', key: 'something.wentWrong' });
  });

  it('shows the page in Arabic, right to left, and refuses to finish a payment twice', async () => {
    const app = testSandbox();
    const started = await startPayment(app, 50);
    const arabic = await (
      await call(app, `${started.paymentUrl.pathname}?lang=ar&theme=light`)
    ).text();
    expect(arabic).toContain('dir="rtl"');
    expect(arabic).toContain('الموافقة على الدفع');
    expect(arabic).toContain('data-theme="light"');
    expect((await payOnPage(app, started.paymentUrl, 'cancelled')).status).toBe(303);
    expect((await payOnPage(app, started.paymentUrl, 'approved')).status).toBe(409);
  });

  it('refuses the page form without the session token', async () => {
    const app = testSandbox();
    const started = await startPayment(app, 50);
    const response = await call(app, started.paymentUrl.pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=approved',
    });
    expect(response.status).toBe(403);
  });

  it('refuses a return URL that leaves the portal, and an amount that is not the sum of the items', async () => {
    const client = clientFor(testSandbox());
    const base = {
      serviceId: 's',
      currency: 'AED',
      mode: 'Purchase',
      displayTheme: 'light',
    } as const;
    const item = { providerCode: 'DU0002', accountNumber: '1', amount: 10 };
    await expect(
      initializePayment(
        client,
        { ...base, amount: 10, items: [item], returnUrl: 'https://evil.example/steal' },
        PORTAL,
      ),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      initializePayment(
        client,
        { ...base, amount: 10, items: [item], returnUrl: 'javascript:alert(1)' },
        PORTAL,
      ),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      initializePayment(
        client,
        { ...base, amount: 11, items: [item], returnUrl: '/en/receipt' },
        PORTAL,
      ),
    ).rejects.toMatchObject({ status: 422 });
  });

  it('answers 404 for a transaction of another service or session', async () => {
    const app = testSandbox();
    const started = await startPayment(app, 50);
    await expect(
      inquireTransaction(clientFor(app), {
        transactionId: started.transactionId,
        serviceId: 'other',
      }),
    ).rejects.toMatchObject({ status: 404 });
    const stranger = clientFor(app, { headers: { 'x-sandbox-session': 'stranger' } });
    await expect(
      inquireTransaction(stranger, {
        transactionId: started.transactionId,
        serviceId: 'addc',
      }),
    ).rejects.toMatchObject({ status: 404 });
  });

  describe('refusals of the payment page', () => {
    /** The refusal as a browser sees it: status, document language, direction, theme, heading, link back. */
    async function refusalOf(response: Response) {
      const html = await response.text();
      return {
        status: response.status,
        type: response.headers.get('content-type') ?? '',
        html: /<html lang="(\w+)" dir="(\w+)" data-theme="(\w+)">/.exec(html)?.slice(1),
        heading: /<h1>([^<]*)<\/h1>/.exec(html)?.[1],
        back: /<p><a href="([^"]*)">[^<]*<\/a><\/p>\s*<\/main>/.exec(html)?.[1],
        text: html,
      };
    }

    it('answers 401 with an HTML page, not JSON, when the browser is not signed in', async () => {
      const app = testSandbox();
      const started = await startPayment(app, 50);
      await call(app, '/api/smartpass/logout?provider=uaepass&redirectUrl=%2Fen%2F');
      const refusal = await refusalOf(await call(app, `${started.paymentUrl.pathname}?lang=ar`));
      expect(refusal).toMatchObject({
        status: 401,
        html: ['ar', 'rtl', 'light'],
        heading: 'يجب تسجيل الدخول',
        back: '/ar-AE/',
      });
      expect(refusal.type).toMatch(/^text\/html/);
      expect(refusal.text).toContain('role="note"');
    });

    it('answers 401 while the Stay Signed-In session is locked', async () => {
      const app = testSandbox();
      const started = await startPayment(app, 50);
      await call(app, '/api/auth/stayConnected/lock');
      const refusal = await refusalOf(await call(app, started.paymentUrl.pathname));
      expect(refusal).toMatchObject({ status: 401, heading: 'Your session is locked' });
    });

    it('answers 404 in the language asked for when the payment is not in this session', async () => {
      const app = testSandbox();
      const refusal = await refusalOf(
        await call(app, '/pub/__sandbox/pay/TXN-NOPE?lang=en&theme=dark'),
      );
      expect(refusal).toMatchObject({
        status: 404,
        html: ['en', 'ltr', 'dark'],
        heading: 'Payment not found',
        back: '/en/',
      });
      expect(refusal.text).toContain('There is no payment TXN-NOPE in this session.');
    });

    it('answers a forged form with 403 in the payment’s language and theme, leading back to the service', async () => {
      const app = testSandbox();
      const started = await startPayment(app, 50);
      const refusal = await refusalOf(
        await call(app, started.paymentUrl.pathname, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'outcome=approved&csrf=forged',
        }),
      );
      expect(refusal).toMatchObject({
        status: 403,
        html: ['en', 'ltr', 'dark'],
        heading: 'The form has expired',
        back: '/en/mylocker/payments/receipt/addc',
      });
    });

    it('keeps the language the page was shown in when its form is refused', async () => {
      const app = testSandbox();
      const started = await startPayment(app, 50);
      const page = await (await call(app, `${started.paymentUrl.pathname}?lang=ar`)).text();
      const action = (/<form method="post" action="([^"]+)"/.exec(page)?.[1] ?? '').replaceAll(
        '&amp;',
        '&',
      );
      expect(action).toBe(`${started.paymentUrl.pathname}?lang=ar&theme=dark`);
      const { csrfToken } = await sessionView(app);
      const refusal = await refusalOf(
        await call(app, action, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ csrf: csrfToken, outcome: 'maybe' }).toString(),
        }),
      );
      expect(refusal).toMatchObject({
        status: 400,
        html: ['ar', 'rtl', 'dark'],
        heading: 'اختر نتيجة الدفع',
      });
    });

    it('answers a second choice with 409 saying how the payment ended', async () => {
      const app = testSandbox();
      const started = await startPayment(app, 50);
      await payOnPage(app, started.paymentUrl, 'declined');
      const refusal = await refusalOf(await payOnPage(app, started.paymentUrl, 'approved'));
      expect(refusal).toMatchObject({ status: 409, heading: 'This payment is finished' });
      expect(refusal.text).toContain('This payment is already declined and cannot be changed.');
    });
  });
});
