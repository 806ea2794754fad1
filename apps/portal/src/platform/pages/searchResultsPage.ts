import { localeFromPathname, type PortalLocale } from '@portal/core';

/** The search results page's path after the language prefix (SCREENS.md S2.6, spec 001 §2). */
export const SEARCH_RESULTS_PATH = '/searchresults';

/**
 * The language of the search results page `pathname` names (`/ar-AE/searchresults` → `ar-AE`), or
 * `undefined` for any other path: another page, a prefix spelt otherwise (`/AR-AE/…`, which the
 * router rewrites first) or a trailing slash. Read by the page table, the header, the
 * build's prerender and the server that renders results when asked for.
 */
export function searchResultsPageLocale(pathname: string): PortalLocale | undefined {
  const locale = localeFromPathname(pathname);
  return locale !== undefined && pathname === `/${locale}${SEARCH_RESULTS_PATH}`
    ? locale
    : undefined;
}
