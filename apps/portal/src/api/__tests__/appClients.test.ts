import { getNotificationCount } from '@portal/core/api/commonUi';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const unauthorized = () =>
  new Response(JSON.stringify({ success: false, message: 'You are not signed in.' }), {
    status: 401,
    headers: { 'content-type': 'application/json' },
  });

describe('appClientsFor: a 401 anywhere sends the person to sign-in', () => {
  const replace = vi.fn<(url: string) => void>();

  beforeEach(() => {
    vi.resetModules();
    replace.mockReset();
    const items = new Map<string, string>([['portal.signedIn', '1']]);
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    });
    vi.stubGlobal('window', {
      location: {
        origin: 'http://127.0.0.1:5173',
        pathname: '/ar-AE/mylocker',
        search: '?dueOnly=true',
        hash: '',
        replace,
      },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => unauthorized()),
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("the app client's 401 replaces the page with /login?redirectUrl=<this page>", async () => {
    const { appClientsFor } = await import('../appClients');
    await expect(getNotificationCount(appClientsFor('ar-AE').client)).rejects.toMatchObject({
      kind: 'unauthorized',
    });
    expect(replace).toHaveBeenCalledWith('/login?redirectUrl=%2Far-AE%2Fmylocker%3FdueOnly%3Dtrue');
    expect(localStorage.getItem('portal.signedIn')).toBeNull();
  });

  it("the header's session probe reads a 401 as a visitor and stays on the page", async () => {
    const { appClientsFor } = await import('../appClients');
    await expect(getNotificationCount(appClientsFor('en').probeClient)).rejects.toMatchObject({
      kind: 'unauthorized',
    });
    expect(replace).not.toHaveBeenCalled();
  });

  it('gives every screen the same client per language', async () => {
    const { appClientsFor } = await import('../appClients');
    expect(appClientsFor('en')).toBe(appClientsFor('en'));
    expect(appClientsFor('en').client).not.toBe(appClientsFor('ar-AE').client);
  });
});
