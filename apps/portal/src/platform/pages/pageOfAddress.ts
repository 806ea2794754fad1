import { NOT_FOUND_PATH, PORTAL_LOCALES, type PortalLocale } from '@portal/core';
// With the extension: the production server loads this module too (server/pageAddress.ts).
import { routeParamsOf } from './matchRoutePath.ts';
import { PORTAL_PAGES, type PortalPage } from './pageTable.ts';
import { searchValidator } from './searchParams.ts';

/** The page of the table a canonical address names, as the router would match it. */
export interface AddressedPage {
  readonly page: PortalPage;
  readonly locale: PortalLocale;
  /** The path after the language prefix (`/services/adp/transport/x`). */
  readonly path: string;
  readonly params: Readonly<Record<string, string>>;
  /** Where the page's guard sends the address instead (`redirect`), if anywhere. */
  readonly redirect: `/${string}` | undefined;
}

/**
 * The entry of the page table a pathname names, with the language as written (`/en/…`, `/ar-AE/…`;
 * any other spelling is the router's to rewrite first, so it names none here), its path parameters
 * and what the entry's guard decides for it and `search` (the raw query). `undefined` for a path of
 * no page. The table's order decides between two patterns that match, as in the route tree.
 */
export function pageOfAddress(pathname: string, search = ''): AddressedPage | undefined {
  const locale = PORTAL_LOCALES.find(
    (candidate) => pathname === `/${candidate}` || pathname.startsWith(`/${candidate}/`),
  );
  if (locale === undefined) return undefined;
  const path = pathname.slice(locale.length + 1) || '/';
  for (const page of PORTAL_PAGES as readonly PortalPage[]) {
    const params = routeParamsOf(page.path, path);
    if (params === undefined) continue;
    const redirect = page.redirect?.({ locale, params, search: checkedSearch(page, search) });
    return { page, locale, path, params, redirect };
  }
  return undefined;
}

/** Whether the page's guard sends the address to the 404 page (`/en/services/other`). */
export function guardSendsToNotFound(addressed: AddressedPage): boolean {
  return addressed.redirect === `/${addressed.locale}${NOT_FOUND_PATH}`;
}

/**
 * The page the production server renders when `pathname` is asked for as HTML: a page of the table
 * marked `renderedOnRequest`, at its canonical address (no trailing slash: the router rewrites it),
 * that its guard lets through. `undefined` for every other address.
 */
export function pageRenderedOnRequest(pathname: string, search = ''): AddressedPage | undefined {
  const addressed = pageOfAddress(pathname, search);
  if (addressed === undefined || addressed.page.renderedOnRequest !== true) return undefined;
  if (addressed.path !== '/' && pathname.endsWith('/')) return undefined;
  if (addressed.redirect !== undefined) return undefined;
  return addressed;
}

/** The raw query as the page's own reader or the portal's readers check it (`routeTree.tsx`). */
function checkedSearch(page: PortalPage, search: string): Readonly<Record<string, unknown>> {
  const raw = Object.fromEntries(new URLSearchParams(search));
  if (typeof page.search === 'function') return page.search(raw) as Record<string, unknown>;
  return searchValidator(page.search ?? [])(raw);
}
