import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { shellMessages, type PortalLocale } from '@portal/core';
import { pageOfAddress } from '../../src/platform/pages/pageOfAddress';
import { PORTAL_PAGES, type PortalPage } from '../../src/platform/pages/pageTable';
import { catalogueWordsOf } from './catalogueWords';
import { samplesOf } from './sweepCases';

/**
 * The link crawl (issue Q, "proof that no door is dead"): from every route of the page table, follow
 * every same-origin link breadth first, each address once, and report each that lands on the 404
 * page, a not-found state or an error state, and each link that leaves the portal for anything but
 * an https site (or a `mailto:` / `tel:` address).
 *
 * How an address is checked:
 * - a page of the table is opened in the browser, as a person would: the server's answer, then the
 *   page as it settles (its reads answered), then what it shows; its links (and, on the first page,
 *   those of the header's menus and panels) join the queue;
 * - a page the server renders itself (`renderedOnRequest`: a service, a search), once its route has
 *   been opened in the browser {@link BROWSER_VISITS_OF_SERVER_RENDERED_ROUTE} times, is read as the
 *   server's HTML: the server answers a service the catalogue does not have with 404, and the links
 *   of the HTML join the queue. The same renderer drew the pages opened before, so what the browser
 *   would add is the time of a page load per service (hundreds of them);
 * - a route's further addresses beyond {@link BROWSER_VISITS_OF_ROUTE} are asked of the server: the
 *   same page with other data (a category's second page, another bill), which must exist;
 * - at most {@link HTML_READS} server-rendered pages are read; further ones are counted;
 * - as a visitor, a signed-in page is asked of the server (it must know the address; the page sends
 *   a visitor to sign in, which the sweep and the session journeys hold);
 * - as a signed-in person, the public pages but the home page are the visitor's crawl's (the header
 *   is theirs, the content the visitor's; the home page shows their own services and spaces);
 * - any other same-origin address (the sign-in page, a document's download) is asked for and must
 *   not be refused (status below 400), except the addresses that change the session
 *   ({@link SESSION_CHANGING_PATHS}), which are counted, not followed.
 * Another language's address (the language switch) is that language's crawl's.
 */

/** How many addresses of a server-rendered route the crawl opens in the browser before reading HTML. */
export const BROWSER_VISITS_OF_SERVER_RENDERED_ROUTE = 3;

/**
 * How many addresses of any other route the crawl opens in the browser (the categories and pages
 * of "All services", a person's documents); the route's further addresses are asked of the server.
 */
export const BROWSER_VISITS_OF_ROUTE = 3;

/**
 * How many server-rendered pages a crawl reads as HTML. Breadth first, the services a person meets
 * (the lists', the search's, the pages' related services) come first; the related services of
 * related services reach the whole catalogue (about 1,000 services), which the server renders one
 * by one: those beyond the bound are counted, not read.
 */
export const HTML_READS = 200;

/** Bounds of one crawl: a runaway (a link that makes new addresses forever) stops here, and fails. */
export const CRAWL_LIMITS = { browserVisits: 200, addresses: 2000 } as const;

/**
 * Same-origin addresses that sign in or out: asking for them would change the session the crawl
 * is made in (the sandbox's sign-in page signs in on a press, its demo sign-in on a request).
 */
const SESSION_CHANGING_PATHS = [/^\/api\/smartpass\//, /\/logout/i];

/** Schemes a link may leave the portal by. */
const LEAVING_SCHEMES = new Set(['https:', 'mailto:', 'tel:']);

export interface CrawlReport {
  /** Addresses opened in the browser. */
  readonly pagesOpened: number;
  /** Addresses read as the server's HTML or asked for by request. */
  readonly addressesRequested: number;
  /** Links met on the pages, counting repeats. */
  readonly linksFollowed: number;
  /** Distinct same-origin addresses met. */
  readonly addresses: number;
  /** Distinct addresses of the other language's pages (its own crawl opens them). */
  readonly otherLanguage: number;
  /** How many addresses of each route of the table the crawl met. */
  readonly addressesOfRoute: Readonly<Record<string, number>>;
  /** Distinct addresses outside the portal. */
  readonly externalAddresses: number;
  /** A signed-in crawl's further addresses of public pages, left to the visitors' crawl. */
  readonly leftToVisitors: number;
  /** Server-rendered addresses met beyond {@link HTML_READS}, counted and not read. */
  readonly leftAtBound: number;
  /** Time spent opening pages in the browser, and asking the server, in ms. */
  readonly browserMs: number;
  readonly requestMs: number;
  /** Pages whose reads had not answered after 10 s, with those reads (the page was checked as it was). */
  readonly slowReads: readonly string[];
  /** Session-changing addresses met and not followed. */
  readonly skipped: readonly string[];
  /** What is wrong, one line each: the address, where it was linked from, what it showed. */
  readonly problems: readonly string[];
  /** Whether a limit stopped the crawl before its queue was empty. */
  readonly stoppedAtLimit: boolean;
}

interface QueuedAddress {
  /** Pathname and query, the crawl's key. */
  readonly address: string;
  /** The page it was linked from (`start` for the page table's own). */
  readonly from: string;
}

/** The address a crawl starts from for each route: its first sample (see {@link crawlStartsOf}). */
export function crawlStartsOf(locale: PortalLocale): string[] {
  return (PORTAL_PAGES as readonly PortalPage[]).flatMap((route) => {
    // The 404 page is where a dead link lands, not a door.
    if (route.id === 'notFound') return [];
    // A route's first sample is an address whose page has content (the table's convention); the
    // later ones may show the page's other states on purpose (a case the person does not have).
    const first = samplesOf(route)[0];
    return first === undefined ? [] : [`/${locale}${first}`];
  });
}

/** What the pages say when something is not found or failed, in the page's language. */
function failureWordsOf(locale: PortalLocale): { notFound: string[]; retry: string } {
  const dir = fileURLToPath(
    new URL(`../../../../packages/core/src/i18n/catalogues/${locale}/`, import.meta.url),
  );
  const notFound = readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) =>
      Object.entries(JSON.parse(readFileSync(`${dir}${file}`, 'utf8')) as Record<string, string>)
        .filter(([key]) => /\.notFound$/.test(key))
        .map(([, text]) => text),
    );
  notFound.push(shellMessages(locale).notFound.title);
  return { notFound, retry: catalogueWordsOf(locale, 'common')('common.tryAgain') };
}

/** As whom a crawl is made: a visitor, a signed-in person, a Stay Signed-In one. */
export type CrawlSession = 'visitor' | 'normal' | 'long';

/** How the crawl checks one address (see the module's comment). */
type CheckOf = 'browser' | 'html' | 'request' | 'visitorsCrawl';

/** Crawls the portal in one language as the session the page and request contexts carry. */
export async function crawlPortal(options: {
  readonly page: Page;
  readonly request: APIRequestContext;
  readonly appUrl: string;
  readonly locale: PortalLocale;
  readonly session: CrawlSession;
}): Promise<CrawlReport> {
  const { page, request, appUrl, locale, session } = options;
  const origin = new URL(appUrl).origin;
  const words = failureWordsOf(locale);
  const queue: QueuedAddress[] = [];
  const seen = new Set<string>();
  const external = new Set<string>();
  const skipped = new Set<string>();
  const problems: string[] = [];
  const browserVisitsOfRoute = new Map<string, number>();
  const addressesOfRoute = new Map<string, number>();
  const otherLanguage = new Set<string>();
  let leftToVisitors = 0;
  let leftAtBound = 0;
  let htmlReads = 0;
  const slowReads: string[] = [];
  let browserMs = 0;
  let requestMs = 0;
  let pagesOpened = 0;
  let addressesRequested = 0;
  let linksFollowed = 0;
  let menusOpened = false;
  const { settle, reset } = settlingOf(page);

  const enqueue = (href: string, from: string) => {
    linksFollowed += 1;
    let url: URL;
    try {
      // Relative to the page it is on (the queue's starts are absolute paths).
      url = new URL(href, from.startsWith('/') ? `${origin}${from}` : origin);
    } catch {
      problems.push(`${href} (linked from ${from}): not an address`);
      return;
    }
    if (url.origin !== origin) {
      if (!LEAVING_SCHEMES.has(url.protocol)) {
        problems.push(`${href} (linked from ${from}): leaves the portal by ${url.protocol}`);
      }
      external.add(url.href);
      return;
    }
    // The header's language control links to the page's own address ending in langsTranslation
    // (it opens the language dialog, SCREENS S9.2): the page itself is crawled under its own
    // address, and languageDialog.spec.ts opens these. Following them would crawl every page twice.
    if (/\/langsTranslation\/?$/i.test(url.pathname)) return;
    const addressed = pageOfAddress(url.pathname, url.search);
    // An address that is no page of the table (the sign-in page) is one address whatever it is
    // asked to return to; a call of the API is one per query (a document's download).
    const address =
      addressed === undefined && !url.pathname.startsWith('/api/')
        ? url.pathname
        : `${url.pathname}${url.search}`;
    if (seen.has(address)) return;
    seen.add(address);
    if (addressed !== undefined && addressed.locale !== locale) {
      // The language switch's address of the page: the other language's crawl opens that page.
      otherLanguage.add(address);
      return;
    }
    const routeId = addressed?.page.id ?? '(not a page)';
    addressesOfRoute.set(routeId, (addressesOfRoute.get(routeId) ?? 0) + 1);
    if (SESSION_CHANGING_PATHS.some((pattern) => pattern.test(url.pathname))) {
      skipped.add(address);
      return;
    }
    queue.push({ address, from });
  };

  const checkOf = (route: PortalPage | undefined): CheckOf => {
    if (route === undefined) return 'request';
    const visits = browserVisitsOfRoute.get(route.id) ?? 0;
    // A visitor's signed-in page sends them to sign in (the sweep and the session journeys hold
    // that); the server must still know the address.
    if (session === 'visitor' && route.access !== 'public') return 'request';
    // A public page shows a signed-in person the visitor's content under their own header: the
    // visitors' crawl opens those. The home page is the exception: it shows the person's own
    // services and spaces.
    if (session !== 'visitor' && route.access === 'public' && (route.id !== 'home' || visits >= 1))
      return 'visitorsCrawl';
    if (route.renderedOnRequest === true && visits >= BROWSER_VISITS_OF_SERVER_RENDERED_ROUTE)
      return 'html';
    if (visits >= BROWSER_VISITS_OF_ROUTE) return 'request';
    return 'browser';
  };

  for (const start of crawlStartsOf(locale)) enqueue(start, 'start');

  while (queue.length > 0) {
    if (pagesOpened >= CRAWL_LIMITS.browserVisits || seen.size > CRAWL_LIMITS.addresses) break;
    if (process.env['CRAWL_DUMP']) console.log(`CRAWL ${queue[0]?.address}`);
    const { address, from } = queue.shift() as QueuedAddress;
    const url = new URL(address, origin);
    const route = pageOfAddress(url.pathname, url.search)?.page;
    const check = checkOf(route);

    if (check === 'visitorsCrawl') {
      leftToVisitors += 1;
      continue;
    }
    if (check === 'html' && htmlReads >= HTML_READS) {
      leftAtBound += 1;
      continue;
    }
    if (check === 'html') htmlReads += 1;
    const began = Date.now();
    if (check === 'request' || check === 'html') {
      addressesRequested += 1;
      const response = await request.get(`${origin}${address}`, {
        headers: { accept: route ? 'text/html' : '*/*' },
        maxRedirects: route ? 0 : 5,
      });
      if (response.status() >= 400) {
        problems.push(`${address} (linked from ${from}): answered ${response.status()}`);
      } else if (check === 'html' && response.status() === 200) {
        for (const href of hrefsOfHtml(await response.text())) enqueue(href, address);
      }
      requestMs += Date.now() - began;
      continue;
    }

    pagesOpened += 1;
    if (route) browserVisitsOfRoute.set(route.id, (browserVisitsOfRoute.get(route.id) ?? 0) + 1);
    reset();
    const response = await page.goto(address);
    const status = response?.status() ?? 0;
    if (status >= 400) {
      problems.push(`${address} (linked from ${from}): answered ${status}`);
      continue;
    }
    // The app has adopted the page (its footer is the app's), then its reads have answered.
    await expect(page.getByRole('contentinfo')).toBeVisible({ timeout: 20_000 });
    const slow = await settle();
    if (slow.length > 0) slowReads.push(`${address}: ${slow.join(', ')}`);
    const shown = await page.evaluate(() => document.body.innerText);
    const notFound = words.notFound.find((text) => shown.includes(text));
    if (notFound !== undefined) {
      problems.push(`${address} (linked from ${from}): shows "${notFound}"`);
      continue;
    }
    if ((await page.getByRole('button', { name: words.retry, exact: true }).count()) > 0) {
      problems.push(`${address} (linked from ${from}): shows an error state (${words.retry})`);
      continue;
    }
    for (const href of await hrefsOf(page)) enqueue(href, address);
    browserMs += Date.now() - began;
    if (!menusOpened) {
      menusOpened = true;
      for (const href of await hrefsOfHeaderMenus(page, settle)) {
        enqueue(href, `${address} (a header menu)`);
      }
    }
  }

  return {
    pagesOpened,
    addressesRequested,
    linksFollowed,
    addresses: seen.size - otherLanguage.size,
    otherLanguage: otherLanguage.size,
    leftToVisitors,
    leftAtBound,
    browserMs,
    requestMs,
    slowReads,
    addressesOfRoute: Object.fromEntries(
      [...addressesOfRoute].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])),
    ),
    externalAddresses: external.size,
    skipped: [...skipped],
    problems,
    stoppedAtLimit: queue.length > 0,
  };
}

/**
 * Resolves once the page's reads have answered: no request of the page's scripts in flight for
 * {@link QUIET_MS} (Playwright's `networkidle` waits 500 ms, a third of the crawl's time). `reset`
 * forgets the reads of the page being left (a navigation cancels them). A read still unanswered
 * after {@link SLOW_READ_MS} is given back, for the report, and the page is checked as it is.
 */
function settlingOf(page: Page): {
  settle: () => Promise<string[]>;
  reset: () => void;
} {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  page.on('request', (request) => {
    if (request.resourceType() !== 'fetch' && request.resourceType() !== 'xhr') return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  const done = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    reset: () => inFlight.clear(),
    settle: async () => {
      const deadline = Date.now() + SLOW_READ_MS;
      while (Date.now() < deadline) {
        if (inFlight.size === 0 && Date.now() - lastChange >= QUIET_MS) return [];
        await page.waitForTimeout(QUIET_MS / 2);
      }
      return [...inFlight].map((request) => new URL(request.url()).pathname);
    },
  };
}

/** How long a page's read may take before the crawl reports it as slow and reads the page anyway. */
const SLOW_READ_MS = 10_000;

/** How long no read is in flight before a page counts as settled. */
const QUIET_MS = 200;

/** The `href` of every link of the page as it is now, as written. */
function hrefsOf(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('a[href]')]
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => href !== '' && !href.startsWith('#')),
  );
}

/**
 * The links the header shows only on a press: each of its closed menus and panels (the Services
 * menu, the profile menu, the notifications panel) opened in turn, its links read, and closed.
 */
async function hrefsOfHeaderMenus(page: Page, settle: () => Promise<unknown>): Promise<string[]> {
  const buttons = page.getByRole('banner').getByRole('button', { expanded: false });
  const hrefs: string[] = [];
  for (let index = 0; index < (await buttons.count()); index += 1) {
    const button = buttons.nth(index);
    if (!(await button.isVisible())) continue;
    const name = (await button.getAttribute('aria-label')) ?? (await button.innerText());
    const opener = page.getByRole('banner').getByRole('button', { name, exact: true });
    await opener.click();
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    // The panel's content arrives with its data (the notifications).
    await settle();
    hrefs.push(...(await hrefsOf(page)));
    await page.keyboard.press('Escape');
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
  }
  return hrefs;
}

/** The `href` of every link of a server-rendered HTML page, entities of the attribute decoded. */
export function hrefsOfHtml(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)]
    .map((match) => (match[1] ?? '').replaceAll('&amp;', '&'))
    .filter((href) => href !== '' && !href.startsWith('#'));
}
