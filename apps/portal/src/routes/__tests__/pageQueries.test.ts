import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { PORTAL_PAGES, type PortalPage } from '../../platform/pages/pageTable';
import { startPageQueries } from '../pageQueries';

const pageOf = (id: string): PortalPage => {
  const page = (PORTAL_PAGES as readonly PortalPage[]).find((entry) => entry.id === id);
  if (!page) throw new RangeError(id);
  return page;
};

const ADDRESS = { locale: 'en', params: {}, search: {} } as const;

describe('a page’s first queries, started by its route', () => {
  it('asks the page’s own module, and starts nothing for a page that exports no first queries', async () => {
    vi.stubGlobal('window', {});
    try {
      const load = vi.fn(() => Promise.resolve({}));
      startPageQueries(pageOf('home'), ADDRESS, new QueryClient(), load, 'visitor');
      await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('starts a personal page’s queries only while the server’s hint says someone is signed in and not locked', async () => {
    vi.stubGlobal('window', {});
    try {
      for (const [session, starts] of [
        ['visitor', false],
        ['locked', false],
        ['normal', true],
        ['long', true],
      ] as const) {
        const start = vi.fn(() => Promise.resolve());
        const load = vi.fn(() => Promise.resolve({ startPageQueries: start }));
        const queryClient = new QueryClient();
        startPageQueries(pageOf('locker'), ADDRESS, queryClient, load, session);
        await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(starts ? 1 : 0));
        await Promise.resolve();
        expect(start, session).toHaveBeenCalledTimes(starts ? 1 : 0);
        if (starts) {
          const [givenCache, address] = start.mock.calls[0] as unknown as unknown[];
          expect(givenCache).toBe(queryClient);
          expect(address).toBe(ADDRESS);
        }
      }
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('starts nothing where no browser renders (the build’s prerender, the server’s renderer)', () => {
    const load = vi.fn(() => Promise.resolve({ startPageQueries: () => Promise.resolve() }));
    startPageQueries(pageOf('locker'), ADDRESS, new QueryClient(), load, 'normal');
    expect(load).not.toHaveBeenCalled();
  });

  it('leaves the page to ask itself when the module cannot be loaded', async () => {
    vi.stubGlobal('window', {});
    try {
      const load = vi.fn(() => Promise.reject(new Error('chunk failed')));
      expect(() =>
        startPageQueries(pageOf('utilitiesHub'), ADDRESS, new QueryClient(), load, 'normal'),
      ).not.toThrow();
      await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
