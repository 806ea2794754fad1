import type { PortalLocale } from '@portal/core';
import {
  guardSendsToNotFound,
  pageOfAddress,
  pageRenderedOnRequest,
} from '../src/platform/pages/pageOfAddress.ts';
import { resolveLocation } from '../src/platform/pages/resolveLocation.ts';
import type { StaticFile, StaticFiles } from './staticFiles.ts';

/** How the server answers a GET or HEAD for a path outside `/api` and `/pub`. */
export type PageAnswer =
  /** A file of the build: an asset, or a prerendered page (`/en/` → `en/index.html`). */
  | { readonly kind: 'file'; readonly pathname: string; readonly file: StaticFile }
  /**
   * A page rendered when asked for (an entry of the page table marked `renderedOnRequest`: a
   * search's results, a service), in `locale`.
   */
  | { readonly kind: 'rendered'; readonly locale: PortalLocale; readonly pageId: string }
  /** The app's page (`index.html`), with 200 or, for an address the app sends to its 404 page, 404. */
  | { readonly kind: 'app'; readonly status: 200 | 404 }
  /** No such file: a plain 404. */
  | { readonly kind: 'missing' };

/** The build's files an address may name: itself, `…/index.html` for `…/`, `….html` otherwise. */
function fileCandidates(pathname: string): string[] {
  if (pathname.endsWith('/')) return [`${pathname}index.html`];
  return [pathname, `${pathname}.html`];
}

/** A path with no extension: an address of the app, not a file (`/en/my-locker`, not `/x.js`). */
function looksLikePage(pathname: string): boolean {
  return !/\.[a-z0-9]+$/i.test(pathname);
}

/**
 * Decides what answers `url`:
 *
 * 1. a page the page table marks `renderedOnRequest`, asked for as HTML at its canonical address
 *    and let through by its guard, is rendered (`renderedPages.ts`);
 * 2. a file of the build answers its own path (`/en/` its `en/index.html`, `/en/404` its `.html`);
 * 3. any other address of the app answers with `index.html`: 404 when the app's own
 *    `resolveLocation`, or the guard of the page it names, sends it to the 404 page (so crawlers
 *    and link checkers see the status, SCREENS.md S1.9), else 200 (the app routes it in the browser);
 * 4. anything else (a missing asset) is a plain 404, never the app's page: a script tag that asks
 *    for a missing chunk must not get HTML.
 */
export function pageAnswerOf(request: Request, url: URL, files: StaticFiles): PageAnswer {
  const accept = request.headers.get('accept') ?? '';
  if (accept.includes('text/html') && looksLikePage(url.pathname)) {
    const rendered = pageRenderedOnRequest(url.pathname, url.search);
    // resolveLocation too: it takes a trailing `langsTranslation` off before matching the table.
    if (
      rendered &&
      resolveLocation({ pathname: url.pathname, search: url.search }).kind === 'page'
    ) {
      return { kind: 'rendered', locale: rendered.locale, pageId: rendered.page.id };
    }
  }
  for (const candidate of fileCandidates(url.pathname)) {
    const file = files.get(candidate);
    if (file) return { kind: 'file', pathname: candidate, file };
  }
  if (!looksLikePage(url.pathname)) return { kind: 'missing' };
  const decision = resolveLocation({
    pathname: url.pathname,
    search: url.search,
    cookies: request.headers.get('cookie') ?? '',
    browserLanguages: request.headers.get('accept-language') ?? '',
  });
  if (decision.kind === 'redirect') return { kind: 'app', status: decision.notFound ? 404 : 200 };
  const addressed = decision.kind === 'page' ? pageOfAddress(url.pathname, url.search) : undefined;
  return { kind: 'app', status: addressed && guardSendsToNotFound(addressed) ? 404 : 200 };
}
