import { SESSION_HINT_COOKIE } from '@portal/core';
import { getNotificationCount } from '@portal/core/api/commonUi';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const unauthorized = () =>
  new Response(JSON.stringify({ success: false, message: 'You are not signed in.' }), {
    status: 401,
    headers: { 'content-type': 'application/json' },
  });

/** A page's `document.cookie` holding the server's session hint, which the page may remove. */
function documentWithHint(hint: string) {
  let cookie = `${SESSION_HINT_COOKIE}=${hint}`;
  return {
    documentElement: { toggleAttribute: vi.fn() },
    get cookie() {
      return cookie;
    },
    set cookie(line: string) {
      if (line.startsWith(`${SESSION_HINT_COOKIE}=;`) && /Max-Age=0/.test(line)) cookie = '';
    },
  };
}

describe('appClientsFor: a 401 sends the person to sign-in, unless the session is locked', () => {
  const replace = vi.fn<(url: string) => void>();

  beforeEach(() => {
    vi.resetModules();
    replace.mockReset();
    vi.stubGlobal('document', documentWithHint('normal'));
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
    // The hint is gone: a person who cancels sign-in comes back as a visitor.
    expect(document.cookie).toBe('');
  });

  it("a locked session's 401 keeps the page, which shows the unlock flow (issue O §11)", async () => {
    vi.stubGlobal('document', documentWithHint('locked'));
    const { appClientsFor } = await import('../appClients');
    await expect(getNotificationCount(appClientsFor('ar-AE').client)).rejects.toMatchObject({
      kind: 'unauthorized',
    });
    expect(replace).not.toHaveBeenCalled();
    expect(document.cookie).toBe(`${SESSION_HINT_COOKIE}=locked`);
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
