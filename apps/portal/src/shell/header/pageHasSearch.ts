import type { PortalLocale } from '@portal/core';
import { searchResultsPageLocale } from '../../platform/pages/searchResultsPage';

/**
 * Whether the page holds a service search of its own, so the header leaves its box out: the home
 * page (the hero's search) and the search results (the page's box). Choice: one search per page;
 * two boxes with the same name would be two "search" landmarks saying the same thing.
 */
export function pageHasSearch(pathname: string, locale: PortalLocale): boolean {
  const path = pathname.replace(/\/+$/, '');
  return path === `/${locale}` || searchResultsPageLocale(path) === locale;
}
