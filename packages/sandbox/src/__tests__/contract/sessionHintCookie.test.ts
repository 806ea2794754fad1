import { SESSION_HINT_COOKIE, sessionHintOf, type SessionHint } from '@portal/core';
import { describe, expect, it } from 'vitest';
import type { SandboxApp } from '../../createSandbox';
import { SESSION_COOKIE } from '../../http/sessions';
import { call, controlCall, testSandbox } from '../support/sandboxClient';

/**
 * The readable session hint (issue O §14): the sandbox keeps `portal_session_hint` in step with the
 * session on every answer to a browser, so the portal knows who is signed in however they signed in.
 */

/** A browser: a cookie jar and the `sec-fetch-mode` header every browser request carries. */
class Browser {
  private readonly jar = new Map<string, string>();
  /** Every `Set-Cookie` line this browser was sent, newest last. */
  readonly setCookies: string[] = [];

  constructor(private readonly app: SandboxApp) {}

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const cookie = [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await call(this.app, path, {
      redirect: 'manual',
      ...init,
      headers: {
        'sec-fetch-mode': 'cors',
        ...(cookie === '' ? {} : { cookie }),
        ...(init.headers as Record<string, string> | undefined),
      },
    });
    for (const line of response.headers.getSetCookie()) {
      this.setCookies.push(line);
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired) this.jar.delete(name);
      else this.jar.set(name, pair.slice(separator + 1).trim());
    }
    return response;
  }

  /** `document.cookie` as the page would read it. */
  get cookies(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** The hint as the page reads it, through core's rule. */
  get hint(): SessionHint {
    return sessionHintOf(this.cookies);
  }

  cookie(name: string): string | undefined {
    return this.jar.get(name);
  }
}

const signInPath = (kind: 'normal' | 'long') =>
  `/api/smartpass/login?provider=uaepass&redirectUrl=%2Fen%2F&session=${kind}`;
const SIGN_OUT_PATH = '/api/smartpass/logout?provider=uaepass&redirectUrl=%2Fen%2F';

describe('the session hint cookie (issue O §14)', () => {
  it('a visitor gets none; signing in through the sandbox’s own address sets it', async () => {
    const browser = new Browser(testSandbox({ startAs: 'visitor' }));
    await browser.request('/api/auth/user');
    expect(browser.cookie(SESSION_COOKIE)).toBeDefined();
    expect(browser.cookie(SESSION_HINT_COOKIE)).toBeUndefined();
    expect(browser.hint).toBe('visitor');

    const signIn = await browser.request(signInPath('normal'), {
      headers: { accept: 'text/html' },
    });
    expect(signIn.status).toBe(302);
    expect(browser.hint).toBe('normal');
    const line = browser.setCookies.find((set) => set.startsWith(`${SESSION_HINT_COOKIE}=`));
    // Readable by the page, sent on top-level navigations, for the whole site; never the session id.
    expect(line).toMatch(/; Path=\//);
    expect(line).toMatch(/; SameSite=Lax/);
    expect(line).not.toMatch(/HttpOnly/i);
    expect(line).not.toContain(browser.cookie(SESSION_COOKIE));

    // Once in step, answers do not send it again.
    const before = browser.setCookies.length;
    await browser.request('/api/auth/user');
    expect(browser.setCookies.slice(before)).toEqual([]);
  });

  it('follows the lock, the unlock and the sign-out of a Stay Signed-In session', async () => {
    const browser = new Browser(testSandbox({ startAs: 'visitor' }));
    await browser.request(signInPath('long'), { headers: { accept: 'text/html' } });
    expect(browser.hint).toBe('long');

    expect((await browser.request('/api/auth/stayConnected/lock')).status).toBe(200);
    expect(browser.hint).toBe('locked');
    // A refused call of the locked session carries the hint too: the page learns why it was refused.
    expect((await browser.request('/api/auth/user')).status).toBe(200);
    expect(browser.hint).toBe('locked');

    const unlock = await browser.request('/api/auth/stayConnected/unlock', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pinCode: '1234' }),
    });
    expect(unlock.status).toBe(200);
    expect(browser.hint).toBe('long');

    await browser.request(SIGN_OUT_PATH, { headers: { accept: 'text/html' } });
    expect(browser.cookie(SESSION_HINT_COOKIE)).toBeUndefined();
    expect(browser.hint).toBe('visitor');
  });

  it('a sandbox that starts signed in says so on the browser’s first answer', async () => {
    for (const kind of ['normal', 'long'] as const) {
      const browser = new Browser(testSandbox({ startAs: kind }));
      // The first thing a visitor's page asks for: public content.
      await browser.request('/pub/cms/global/search', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ q: 'licence', lang: 'en', pageSize: 5, pageNum: 1 }),
      });
      expect(browser.cookie(SESSION_COOKIE)).toBeDefined();
      expect(browser.hint).toBe(kind);
    }
  });

  it('removes a hint the session no longer backs (a world dropped or reset)', async () => {
    const app = testSandbox({ startAs: 'visitor' });
    const browser = new Browser(app);
    await browser.request(signInPath('normal'), { headers: { accept: 'text/html' } });
    expect(browser.hint).toBe('normal');
    await controlCall(app, '/__sandbox/reset');
    // The reset world starts as a visitor: its next answer (here a 401) takes the hint away.
    expect((await browser.request('/api/auth/user')).status).toBe(401);
    expect(browser.hint).toBe('visitor');
  });

  it('is never sent to a caller without a cookie jar (a header-picked or the default world)', async () => {
    const app = testSandbox({ startAs: 'normal' });
    const byHeader = await call(app, '/api/auth/user', {
      headers: { 'x-sandbox-session': 'mine', 'sec-fetch-mode': 'cors' },
    });
    const shared = await call(app, '/api/auth/user');
    for (const response of [byHeader, shared]) {
      expect(response.status).toBe(200);
      expect(response.headers.getSetCookie().join('\n')).not.toContain(SESSION_HINT_COOKIE);
    }
  });
});
