import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_HINT_COOKIE } from '@portal/core';

const ORIGIN = 'http://127.0.0.1:5173';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function fakeLocation(pathname: string, search = '', hash = '') {
  return { origin: ORIGIN, pathname, search, hash, replace: vi.fn<(url: string) => void>() };
}

describe('sign-in hand-over (SCREENS.md S1.10)', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal('localStorage', memoryStorage());
  });

  it('builds /login?redirectUrl=<this page> through core loginPath', async () => {
    const { signInHref } = await import('../signIn');
    expect(signInHref(fakeLocation('/ar-AE/mylocker', '?dueOnly=true', '#x'))).toBe(
      '/login?redirectUrl=%2Far-AE%2Fmylocker%3FdueOnly%3Dtrue%23x',
    );
  });

  it('sends /login to the demo smartpass sign-in on a loopback host, target checked', async () => {
    const { smartpassSignInHref } = await import('../signIn');
    expect(smartpassSignInHref('/ar-AE/mylocker?x=1', ORIGIN, 'en')).toBe(
      '/api/smartpass/demo-login?provider=uaepass&redirectUrl=%2Far-AE%2Fmylocker%3Fx%3D1',
    );
    expect(smartpassSignInHref('/en/', 'https://portal.example', 'en')).toBe(
      '/api/smartpass/login?provider=uaepass&redirectUrl=%2Fen%2F',
    );
  });

  it('never hands an unsafe or missing target to the server: the home page instead', async () => {
    const { smartpassSignInHref } = await import('../signIn');
    for (const unsafe of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      undefined,
    ]) {
      expect(smartpassSignInHref(unsafe, ORIGIN, 'ar-AE')).toBe(
        '/api/smartpass/demo-login?provider=uaepass&redirectUrl=%2Far-AE%2F',
      );
    }
  });

  it('a 401 replaces the page with sign-in, once', async () => {
    const { sendToSignIn } = await import('../signIn');
    const location = fakeLocation('/en/mylocker', '?dueOnly=true');
    sendToSignIn(location, `${SESSION_HINT_COOKIE}=normal`);
    sendToSignIn(location, `${SESSION_HINT_COOKIE}=normal`);
    expect(location.replace).toHaveBeenCalledTimes(1);
    expect(location.replace).toHaveBeenCalledWith(
      '/login?redirectUrl=%2Fen%2Fmylocker%3FdueOnly%3Dtrue',
    );
  });

  it('a 401 of a locked session keeps the page (its unlock flow shows there), issue O §11', async () => {
    const { sendToSignIn } = await import('../signIn');
    const { subscribeSessionHint } = await import('../sessionHint');
    const reread = vi.fn();
    subscribeSessionHint(reread);
    const location = fakeLocation('/en/mylocker');
    sendToSignIn(location, `${SESSION_HINT_COOKIE}=locked`);
    expect(location.replace).not.toHaveBeenCalled();
    // The page's readers of the hint are told to look again: the personal page turns into the
    // unlock flow.
    expect(reread).toHaveBeenCalled();
    // Once the session has ended (the hint gone), the next 401 does send the person to sign-in.
    sendToSignIn(location, '');
    expect(location.replace).toHaveBeenCalledOnce();
  });

  it('leaving for sign-in replaces the page once', async () => {
    const { leaveForSignIn } = await import('../signIn');
    const location = fakeLocation('/login');
    leaveForSignIn('/api/smartpass/demo-login?provider=uaepass&redirectUrl=%2Fen%2F', location);
    leaveForSignIn('/api/smartpass/demo-login?provider=uaepass&redirectUrl=%2Fen%2F', location);
    expect(location.replace).toHaveBeenCalledOnce();
  });
});
