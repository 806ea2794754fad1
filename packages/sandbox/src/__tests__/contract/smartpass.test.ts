import { smartpassUrl } from '@portal/core/api/portal';
import { describe, expect, it } from 'vitest';
import { sessionView } from '../support/session';
import { call, clientFor, TEST_BASE_URL, testSandbox } from '../support/sandboxClient';

const PORTAL_ORIGIN = 'http://127.0.0.1:5173';

/** Follows nothing: returns the sandbox's own answer to the sign-in navigation. */
async function navigate(
  app: ReturnType<typeof testSandbox>,
  url: string,
  accept = 'application/json',
) {
  return call(app, url.replace(TEST_BASE_URL, ''), { redirect: 'manual', headers: { accept } });
}

describe('sign-in and sign-out redirects', () => {
  it('signs out and back in through the addresses core builds, redirecting to the portal', async () => {
    const app = testSandbox();
    const client = clientFor(app);
    const logout = await navigate(
      app,
      smartpassUrl(client, { action: 'logout', redirectUrl: '/en/', origin: PORTAL_ORIGIN }),
    );
    expect(logout.status).toBe(302);
    expect(logout.headers.get('location')).toBe(`${PORTAL_ORIGIN}/en/`);
    expect(await sessionView(app)).toMatchObject({ signedIn: false });

    const login = await navigate(
      app,
      smartpassUrl(client, {
        action: 'login',
        redirectUrl: '/en/mylocker',
        origin: PORTAL_ORIGIN,
        demo: true,
      }),
    );
    expect(login.status).toBe(302);
    expect(login.headers.get('location')).toBe(`${PORTAL_ORIGIN}/en/mylocker`);
    expect(await sessionView(app)).toMatchObject({
      signedIn: true,
      longSession: true,
      locked: false,
    });
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
  ])('refuses %s and never redirects', async (_, redirectUrl) => {
    const app = testSandbox();
    const response = await navigate(
      app,
      `/api/smartpass/login?provider=uaepass&redirectUrl=${encodeURIComponent(redirectUrl)}`,
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.json()).toMatchObject({
      success: false,
      message: expect.stringMatching(/redirectUrl was refused/),
    });
    expect(await sessionView(app)).toMatchObject({ signedIn: true });
  });

  it('shows a browser an HTML refusal page with the Sandbox marker', async () => {
    const app = testSandbox();
    const response = await navigate(
      app,
      '/api/smartpass/login?provider=uaepass&redirectUrl=https%3A%2F%2Fevil.example',
      'text/html',
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('role="note"');
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
