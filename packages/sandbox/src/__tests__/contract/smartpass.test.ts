import { getNotificationCount } from '@portal/core/api/commonUi';
import { smartpassUrl } from '@portal/core/api/portal';
import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../createSandbox';
import { SESSION_COOKIE } from '../../http/sessions';
import { failureOf } from '../support/failureOf';
import { sessionView } from '../support/session';
import { call, clientFor, TEST_BASE_URL, TEST_NOW, testSandbox } from '../support/sandboxClient';

const PORTAL_ORIGIN = 'http://127.0.0.1:5173';

/**
 * A browser-like request (it may accept HTML) kept in the shared test world, as a browser's cookie
 * would keep it in its own, so `sessionView` sees what it did.
 */
const SAME_WORLD = { 'x-sandbox-session': 'default' };

/** Follows nothing: returns the sandbox's own answer to the sign-in navigation. */
async function navigate(
  app: ReturnType<typeof testSandbox>,
  url: string,
  accept = 'application/json',
  headers: Record<string, string> = {},
) {
  return call(app, url.replace(TEST_BASE_URL, ''), {
    redirect: 'manual',
    headers: { accept, ...SAME_WORLD, ...headers },
  });
}

/** Submits the sign-in page's form as a browser would, with the chosen session kind. */
async function submitSignIn(
  app: ReturnType<typeof testSandbox>,
  pageUrl: string,
  session: string,
  csrf?: string,
) {
  const page = await navigate(app, pageUrl, 'text/html');
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
  const token = csrf ?? /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
  return call(app, action ?? '/missing-form', {
    method: 'POST',
    redirect: 'manual',
    headers: {
      accept: 'text/html',
      'content-type': 'application/x-www-form-urlencoded',
      ...SAME_WORLD,
    },
    body: new URLSearchParams({ csrf: token, session }).toString(),
  });
}

const VISITOR_SANDBOX = () => testSandbox({ startAs: 'visitor' });

describe('sign-in and sign-out redirects', () => {
  it('signs out at once and redirects to the portal, through the address core builds', async () => {
    const app = testSandbox();
    const logout = await navigate(
      app,
      smartpassUrl(clientFor(app), {
        action: 'logout',
        redirectUrl: '/en/',
        origin: PORTAL_ORIGIN,
      }),
    );
    expect(logout.status).toBe(302);
    expect(logout.headers.get('location')).toBe(`${PORTAL_ORIGIN}/en/`);
    expect(await sessionView(app)).toMatchObject({ kind: 'visitor', signedIn: false });
  });

  it('shows a sign-in page where the person chooses a normal or a Stay Signed-In session', async () => {
    const app = VISITOR_SANDBOX();
    const url = smartpassUrl(clientFor(app), {
      action: 'login',
      redirectUrl: '/en/mylocker',
      origin: PORTAL_ORIGIN,
      demo: true,
    });
    const page = await navigate(app, url, 'text/html');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<html lang="en" dir="ltr"/);
    expect(html).toContain('<legend>Kind of session</legend>');
    expect(html).toMatch(
      /<input type="radio" id="session-normal" name="session" value="normal"[^>]* checked>/,
    );
    expect(html).toContain('<label for="session-normal"><strong>Normal session</strong></label>');
    expect(html).toContain('<label for="session-long"><strong>Stay Signed-In</strong></label>');
    expect(html).toContain('role="note"');
    // Showing the page signs nobody in.
    expect(await sessionView(app)).toMatchObject({ kind: 'visitor' });
  });

  it('shows the page in Arabic, right to left, for an Arabic portal page or ?lang=ar', async () => {
    const app = VISITOR_SANDBOX();
    for (const url of [
      '/api/smartpass/demo-login?provider=uaepass&redirectUrl=%2Far-AE%2Fmylocker',
      '/api/smartpass/demo-login?provider=uaepass&redirectUrl=%2Fen%2F&lang=ar',
    ]) {
      const html = await (await navigate(app, url, 'text/html')).text();
      expect(html, url).toMatch(/<html lang="ar" dir="rtl"/);
      expect(html, url).toContain('<legend>نوع الجلسة</legend>');
      expect(html, url).toContain('<strong>جلسة عادية</strong>');
      expect(html, url).toContain('<strong>البقاء متصلًا</strong>');
      expect(html, url).toContain('lang="en">English</a>');
    }
  });

  it.each([
    ['normal', { kind: 'normal', signedIn: true, longSession: false, locked: false }],
    ['long', { kind: 'long', signedIn: true, longSession: true, locked: false }],
  ] as const)('signs in a %s session from the page and redirects (303)', async (kind, state) => {
    const app = VISITOR_SANDBOX();
    const response = await submitSignIn(
      app,
      '/api/smartpass/demo-login?provider=uaepass&redirectUrl=%2Fen%2Fmylocker',
      kind,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en/mylocker');
    expect(await sessionView(app)).toMatchObject(state);
    expect(await getNotificationCount(clientFor(app))).toBeGreaterThan(0);
  });

  it('signs in at once with session=normal|long in the address, for scripts', async () => {
    const app = VISITOR_SANDBOX();
    const response = await navigate(
      app,
      '/api/smartpass/login?provider=uaepass&redirectUrl=%2Fen%2F&session=normal',
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/en/');
    expect(await sessionView(app)).toMatchObject({ kind: 'normal' });
  });

  it('refuses a form without the session token, or with an unknown kind, in the page language', async () => {
    const app = VISITOR_SANDBOX();
    const url = '/api/smartpass/demo-login?provider=uaepass&redirectUrl=%2Far-AE%2F';
    const expired = await submitSignIn(app, url, 'normal', 'forged');
    expect(expired.status).toBe(403);
    const expiredPage = await expired.text();
    expect(expiredPage).toMatch(/<html lang="ar" dir="rtl"/);
    expect(expiredPage).toContain('انتهت صلاحية هذا النموذج');
    const unknown = await submitSignIn(app, url, 'visitor');
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('اختر جلسة عادية أو البقاء متصلًا');
    expect(await sessionView(app)).toMatchObject({ kind: 'visitor' });
  });

  it('keeps a relative redirect relative, so the browser stays behind the portal proxy', async () => {
    const app = testSandbox();
    const response = await navigate(
      app,
      '/api/smartpass/demo-logout?provider=uaepass&redirectUrl=%2Far-AE%2F',
    );
    expect(response.headers.get('location')).toBe('/ar-AE/');
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['a protocol-relative URL', '//evil.example/'],
    ['script', 'javascript:alert(1)'],
    ['a backslash trick', '/\\evil.example'],
    ['credentials', 'http://127.0.0.1:5173@evil.example/'],
  ])('refuses %s and never redirects, shows or submits a page', async (_, redirectUrl) => {
    const app = VISITOR_SANDBOX();
    const query = `provider=uaepass&redirectUrl=${encodeURIComponent(redirectUrl)}`;
    for (const url of [
      `/api/smartpass/login?${query}`,
      `/api/smartpass/login?${query}&session=long`,
    ]) {
      const response = await navigate(app, url);
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      expect(await response.json()).toMatchObject({
        success: false,
        message: expect.stringMatching(/redirectUrl was refused/),
      });
    }
    const { csrfToken } = await sessionView(app);
    const posted = await call(app, `/api/smartpass/demo-login?${query}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrf: csrfToken, session: 'long' }).toString(),
    });
    expect(posted.status).toBe(400);
    expect(posted.headers.get('location')).toBeNull();
    expect(await sessionView(app)).toMatchObject({ kind: 'visitor' });
  });

  it('shows a browser an HTML refusal page in its language, with the Sandbox marker', async () => {
    const app = testSandbox();
    const response = await navigate(
      app,
      '/api/smartpass/login?provider=uaepass&redirectUrl=https%3A%2F%2Fevil.example',
      'text/html',
      { 'accept-language': 'ar-AE,ar;q=0.9' },
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('role="note"');
    expect(html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(html).toContain('<h1>تم رفض تسجيل الدخول</h1>');
    // The way back is the portal's home, never the refused address.
    expect(html).toContain('href="/ar-AE/"');
    expect(html).not.toContain('evil.example');
  });

  it('refuses another provider and an unknown action', async () => {
    const app = testSandbox();
    expect(
      (await navigate(app, '/api/smartpass/login?provider=google&redirectUrl=%2F')).status,
    ).toBe(400);
    expect(
      (await navigate(app, '/api/smartpass/steal?provider=uaepass&redirectUrl=%2F')).status,
    ).toBe(404);
  });
});

describe('how a new browser starts', () => {
  /** A first request from a browser: no cookie yet. */
  const firstVisit = (app: ReturnType<typeof createSandbox>) =>
    call(app, '/__sandbox/session', { headers: { 'sec-fetch-mode': 'navigate' } });

  it('starts a new browser as a visitor, refused with 401 until it signs in', async () => {
    const app = createSandbox({ seed: 1, now: () => TEST_NOW });
    const first = await firstVisit(app);
    expect(((await first.json()) as { data: unknown }).data).toMatchObject({
      kind: 'visitor',
      signedIn: false,
    });
    const cookie =
      (first.headers.getSetCookie().find((c) => c.startsWith(SESSION_COOKIE)) ?? '').split(
        ';',
      )[0] ?? '';
    const browser = clientFor(app, { headers: { cookie } });
    expect((await failureOf(getNotificationCount(browser))).status).toBe(401);
    // The cookie-less test world is a visitor too.
    expect((await failureOf(getNotificationCount(clientFor(app)))).status).toBe(401);
  });

  it('signs a new browser in through the page, kept by its cookie', async () => {
    const app = createSandbox({ seed: 1, now: () => TEST_NOW });
    const url = '/api/smartpass/demo-login?provider=uaepass&redirectUrl=%2Fen%2F';
    const page = await call(app, url, { headers: { accept: 'text/html' } });
    const cookie =
      (page.headers.getSetCookie().find((c) => c.startsWith(SESSION_COOKIE)) ?? '').split(';')[0] ??
      '';
    const html = await page.text();
    const action = (/action="([^"]+)"/.exec(html)?.[1] ?? '').replaceAll('&amp;', '&');
    const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const posted = await call(app, action, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrf, session: 'normal' }).toString(),
    });
    expect(posted.status).toBe(303);
    const browser = clientFor(app, { headers: { cookie } });
    expect(await getNotificationCount(browser)).toBeGreaterThan(0);
    expect(await sessionView(app, { cookie })).toMatchObject({ kind: 'normal' });
    // Another browser is still a visitor.
    expect(await sessionView(app)).toMatchObject({ kind: 'visitor' });
  });

  it.each([
    ['normal', { kind: 'normal', longSession: false }],
    ['long', { kind: 'long', longSession: true }],
  ] as const)(
    'starts new browsers signed in with startAs %s, for demos',
    async (startAs, state) => {
      const app = createSandbox({ seed: 1, now: () => TEST_NOW, startAs });
      const first = await firstVisit(app);
      expect(((await first.json()) as { data: unknown }).data).toMatchObject({
        signedIn: true,
        locked: false,
        ...state,
      });
    },
  );
});
