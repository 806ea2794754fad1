import { uploadFile } from '@portal/core/api/common';
import { initializePayment } from '@portal/core/api/payment';
import { getLinkedAccounts } from '@portal/core/api/paymentHub';
import { describe, expect, it } from 'vitest';
import type { SandboxApp } from '../createSandbox';
import { CSRF_COOKIE, SESSION_HEADER } from '../http/sessions';
import { failureOf } from './support/failureOf';
import { call, clientFor, controlCall, testSandbox } from './support/sandboxClient';
import { sessionView } from './support/session';

// A PDF signature: enough for the upload's content check.
const PDF_BYTES = new TextEncoder().encode('%PDF-1.7\n%sandbox test\n');
const pdf = () => new File([PDF_BYTES], 'lease.pdf', { type: 'application/pdf' });

const as = (sessionId: string) => ({ [SESSION_HEADER]: sessionId });

/** The CSRF token of a session, as `GET /__sandbox/session` gives it to a test. */
async function tokenOf(app: SandboxApp, sessionId: string): Promise<string> {
  return (await sessionView(app, as(sessionId))).csrfToken;
}

/** Posts a page's form (sign-in or payment) as the browser of `sessionId` would. */
function postForm(app: SandboxApp, path: string, sessionId: string, form: Record<string, string>) {
  return call(app, path, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      accept: 'text/html',
      'content-type': 'application/x-www-form-urlencoded',
      ...as(sessionId),
    },
    body: new URLSearchParams(form).toString(),
  });
}

describe('CSRF token per session', () => {
  it('gives each session its own token, the same again for the same seed and session', async () => {
    const app = testSandbox();
    const alice = await tokenOf(app, 'alice');
    const bob = await tokenOf(app, 'bob');
    expect(alice).toMatch(/^[0-9a-f]{32}$/);
    expect(bob).toMatch(/^[0-9a-f]{32}$/);
    expect(alice).not.toBe(bob);
    // Reproducible: another sandbox with the same seed gives the session the same token…
    expect(await tokenOf(testSandbox(), 'alice')).toBe(alice);
    // …and a reset world keeps it, so a page loaded before the reset still posts.
    await controlCall(app, '/__sandbox/reset');
    expect(await tokenOf(app, 'alice')).toBe(alice);
    // Another seed gives another token.
    expect(await tokenOf(testSandbox({ seed: 2 }), 'alice')).not.toBe(alice);
  });

  it('sets a different token cookie for each new browser', async () => {
    const app = testSandbox();
    const firstVisit = async () =>
      (await call(app, '/__sandbox/session', { headers: { 'sec-fetch-mode': 'navigate' } })).headers
        .getSetCookie()
        .find((cookie) => cookie.startsWith(`${CSRF_COOKIE}=`));
    const one = await firstVisit();
    const two = await firstVisit();
    expect(one).toMatch(/^portal_csrf=[0-9a-f]{32};/);
    expect(two).toMatch(/^portal_csrf=[0-9a-f]{32};/);
    expect(one?.split(';')[0]).not.toBe(two?.split(';')[0]);
  });

  it("refuses one session's token on another session's upload", async () => {
    const app = testSandbox();
    const aliceToken = await tokenOf(app, 'alice');
    const bobWithAliceToken = clientFor(app, { headers: as('bob'), csrfToken: aliceToken });
    const error = await failureOf(uploadFile(bobWithAliceToken, pdf()));
    expect(error.status).toBe(403);
    // Bob's own token is accepted.
    const bob = clientFor(app, { headers: as('bob'), csrfToken: await tokenOf(app, 'bob') });
    expect(await uploadFile(bob, pdf())).toMatchObject({ fileName: 'lease.pdf' });
  });

  it("refuses one session's token on another session's sign-in form", async () => {
    const app = testSandbox({ startAs: 'visitor' });
    const aliceToken = await tokenOf(app, 'alice');
    const url = '/api/smartpass/demo-login?provider=uaepass&redirectUrl=%2Fen%2F';
    const page = await call(app, url, { headers: { accept: 'text/html', ...as('bob') } });
    const bobToken = /name="csrf" value="([^"]+)"/.exec(await page.text())?.[1];
    expect(bobToken).toBe(await tokenOf(app, 'bob'));

    const forged = await postForm(app, url, 'bob', { csrf: aliceToken, session: 'long' });
    expect(forged.status).toBe(403);
    expect(forged.headers.get('location')).toBeNull();
    expect(await sessionView(app, as('bob'))).toMatchObject({ kind: 'visitor' });

    const own = await postForm(app, url, 'bob', { csrf: bobToken ?? '', session: 'long' });
    expect(own.status).toBe(303);
    expect(await sessionView(app, as('bob'))).toMatchObject({ kind: 'long' });
  });

  it("refuses one session's token on another session's payment form", async () => {
    const app = testSandbox();
    const aliceToken = await tokenOf(app, 'alice');
    // Bob pays part of his own electricity bill: the sandbox starts payments of linked accounts only.
    const bob = clientFor(app, { headers: as('bob') });
    const [account] = await getLinkedAccounts(bob, 'addc');
    const started = await initializePayment(
      bob,
      {
        serviceId: 'addc',
        amount: 50,
        currency: 'AED',
        mode: 'Purchase',
        items: [
          { providerCode: 'ADDA00002', accountNumber: account?.accountNumber ?? '', amount: 50 },
        ],
        returnUrl: '/en/mylocker/payments/receipt/addc',
        displayTheme: 'dark',
      },
      { origin: 'http://127.0.0.1:5173' },
    );
    const path = started.paymentUrl.pathname;
    const page = await call(app, path, { headers: as('bob') });
    expect(await page.text()).toContain(
      `<input type="hidden" name="csrf" value="${await tokenOf(app, 'bob')}">`,
    );

    const forged = await postForm(app, path, 'bob', { csrf: aliceToken, outcome: 'approved' });
    expect(forged.status).toBe(403);
    expect(forged.headers.get('location')).toBeNull();

    const own = await postForm(app, path, 'bob', {
      csrf: await tokenOf(app, 'bob'),
      outcome: 'approved',
    });
    expect(own.status).toBe(303);
  });
});
