import { topBannerCall, getTopBanner } from '@portal/core/api/portal';
import { createPortalClient, type PortalClient } from '@portal/core/client';
import { createSandbox } from '@portal/sandbox';
import { QueryClient, QueryObserver, dehydrate } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { AppClients } from '../../platform/api/appClients';
import { portalQuery } from '../../platform/api/portalQuery';
import {
  HOME_SECTION_ITEMS,
  homeItemQuery,
  suitableServicesQuery,
} from '../../screens/home/homeQueries';
import { heroItemQueryKey } from '../../screens/home/useHeroBackground';
import { searchInputOf, searchResultsQuery } from '../../screens/search/searchResultsQuery';
import { headerContentQueryKey } from '../../shell/header/useHeaderContent';
import { TOP_BANNER_QUERY, topBannerQueryKey } from '../../shell/notices/TopBannerSlot';
import {
  CONTENT_SNAPSHOT_ID,
  contentSnapshotScript,
  refreshContentSnapshot,
  restoreContentSnapshot,
} from '../../platform/boot/contentSnapshot';
import { createAppQueryClient } from '../../platform/api/createAppQueryClient';
import { prefetchPageContent } from '../prefetchPageContent';

const ORIGIN = 'https://portal.example';

function clientsOf(lang: 'en' | 'ar', fetch?: (request: Request) => Promise<Response>): AppClients {
  const app = createSandbox({ seed: 1 });
  const client: PortalClient = createPortalClient({
    baseUrl: ORIGIN,
    lang,
    fetch: fetch ?? (async (request) => app.fetch(request)),
    retry: { limit: 0 },
  });
  return { client, probeClient: client };
}

/** The page as the browser sees it: only `getElementById` is read. */
function pageWith(script: string): Document {
  const match = new RegExp(
    `<script type="application/json" id="${CONTENT_SNAPSHOT_ID}">(.*)</script>`,
  ).exec(script);
  return {
    getElementById: (id: string) =>
      id === CONTENT_SNAPSHOT_ID && match ? { textContent: match[1] } : null,
  } as unknown as Document;
}

describe('the content snapshot of a prerendered page', () => {
  it.each([
    ['en', 'en'],
    ['ar-AE', 'ar'],
  ] as const)(
    'carries every public part of the %s home page, and the browser starts from it as just read',
    async (locale, lang) => {
      const clients = clientsOf(lang);
      const built = createAppQueryClient();
      const { failed } = await prefetchPageContent(built, clients, locale, ORIGIN, 'home');
      expect(failed).toEqual([]);

      const browser = createAppQueryClient();
      const restored = restoreContentSnapshot(
        browser,
        pageWith(contentSnapshotScript(dehydrate(built))),
        Date.now(),
      );
      const keys = [
        headerContentQueryKey(locale),
        topBannerQueryKey(locale),
        heroItemQueryKey(locale),
        ...HOME_SECTION_ITEMS.map((itemId) => homeItemQuery(clients.client, itemId).queryKey),
        suitableServicesQuery(clients.client).queryKey,
      ];
      for (const key of keys) {
        expect(browser.getQueryData(key), JSON.stringify(key)).toEqual(built.getQueryData(key));
        // Not asked again while the page starts: refreshContentSnapshot does that afterwards.
        expect(
          browser.getQueryCache().find({ queryKey: key })?.isStale(),
          JSON.stringify(key),
        ).toBe(false);
      }
      expect(browser.getQueryCache().getAll()).toHaveLength(keys.length);
      expect([...restored].sort()).toEqual(
        browser
          .getQueryCache()
          .getAll()
          .map((query) => query.queryHash)
          .sort(),
      );
    },
  );

  it('carries only the header on a page other than home', async () => {
    const built = new QueryClient();
    await prefetchPageContent(built, clientsOf('en'), 'en', ORIGIN, 'other');
    expect(
      built
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([headerContentQueryKey('en')]);
  });

  it('carries the header and the page of results of a search, and no results without a query', async () => {
    const clients = clientsOf('en');
    const input = searchInputOf({ q: 'licence', page: 2 });
    const built = new QueryClient();
    const { failed } = await prefetchPageContent(built, clients, 'en', ORIGIN, { search: input });
    expect(failed).toEqual([]);
    const results = built.getQueryData(searchResultsQuery(clients.client, input).queryKey);
    expect(results).toMatchObject({ pageNum: 2 });
    expect(built.getQueryCache().getAll()).toHaveLength(2);

    const empty = new QueryClient();
    await prefetchPageContent(empty, clients, 'en', ORIGIN, { search: searchInputOf({}) });
    expect(
      empty
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([headerContentQueryKey('en')]);
  });

  it('names the parts the content source could not give, and carries none of them', async () => {
    const failing = clientsOf('en', async () =>
      Response.json({ success: false, message: 'down' }, { status: 503 }),
    );
    const built = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { failed } = await prefetchPageContent(built, failing, 'en', ORIGIN, 'home');
    expect(failed).toEqual(['header', 'top banner', 'suitable services']);
    // A CMS item that fails is `{}` by core's rule (spec 001 §8): its section is left out, as in
    // the browser, and the browser asks again.
    for (const itemId of HOME_SECTION_ITEMS) {
      expect(built.getQueryData(homeItemQuery(failing.client, itemId).queryKey)).toEqual({});
    }
    const browser = new QueryClient();
    restoreContentSnapshot(browser, pageWith(contentSnapshotScript(dehydrate(built))));
    expect(browser.getQueryData(headerContentQueryKey('en'))).toBeUndefined();
    expect(browser.getQueryData(suitableServicesQuery(failing.client).queryKey)).toBeUndefined();
  });

  it('is ignored when the page has none or it cannot be read', () => {
    const browser = new QueryClient();
    expect(restoreContentSnapshot(browser, pageWith(''))).toEqual([]);
    const broken = {
      getElementById: () => ({ textContent: '{"queries": [' }),
    } as unknown as Document;
    expect(restoreContentSnapshot(browser, broken)).toEqual([]);
    expect(browser.getQueryCache().getAll()).toEqual([]);
  });

  it('is asked for again once the page settles, one entry per idle period, and only parts on screen ask', async () => {
    let requests = 0;
    const clients = clientsOf('en', async (request) => {
      requests += 1;
      return createSandbox({ seed: 1 }).fetch(request);
    });
    const built = createAppQueryClient();
    await prefetchPageContent(built, clients, 'en', ORIGIN, 'home');
    const browser = createAppQueryClient();
    const restored = restoreContentSnapshot(
      browser,
      pageWith(contentSnapshotScript(dehydrate(built))),
    );
    expect(restored.length).toBeGreaterThan(2);
    // Two parts on screen (their queries have observers): a home section and the suitable services.
    const section = homeItemQuery(clients.client, 'suit-your-needs');
    const suitable = suitableServicesQuery(clients.client);
    const shown = [section.queryKey, suitable.queryKey];
    const observers = [
      new QueryObserver(browser, section).subscribe(() => undefined),
      new QueryObserver(browser, suitable).subscribe(() => undefined),
    ];
    requests = 0;

    const idle: Array<() => void> = [];
    const nextIdle = () => new Promise<void>((resolve) => idle.push(resolve));
    const refreshing = refreshContentSnapshot(browser, restored, nextIdle);
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    expect(requests).toBe(0);
    for (let step = 1; step <= restored.length; step += 1) {
      idle[step - 1]?.();
      if (step < restored.length) await vi.waitFor(() => expect(idle).toHaveLength(step + 1));
    }
    await refreshing;
    // Only the parts on screen asked again; every other entry waits, stale, for a part to show it.
    expect(requests).toBe(shown.length);
    for (const query of browser.getQueryCache().getAll()) {
      const isShown = shown.some((key) => query.queryHash === JSON.stringify(key));
      expect(query.isStale(), query.queryHash).toBe(!isShown);
    }
    for (const unsubscribe of observers) unsubscribe();
  });

  it('names the announcement as core’s call does, so the snapshot and the slot share an entry', () => {
    expect(TOP_BANNER_QUERY.id).toBe(topBannerCall.id);
    const client = clientsOf('ar').client;
    const fromCall = portalQuery(topBannerCall, client, {}, (c, _input, options) =>
      getTopBanner(c, options),
    );
    expect(topBannerQueryKey('ar-AE')).toEqual(fromCall.queryKey);
  });
});
