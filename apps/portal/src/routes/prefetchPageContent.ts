import type { PortalLocale } from '@portal/core';
import type { InformationPageName } from '@portal/core/api/common';
import { getContentItem } from '@portal/core/api/portal';
import type { QueryClient } from '@tanstack/react-query';
import type { AppClients } from '../platform/api/appClients';
import {
  HOME_SECTION_ITEMS,
  homeItemQuery,
  suitableServicesQuery,
} from '../screens/home/homeQueries';
import { HERO_ITEM, heroItemQueryKey } from '../screens/home/useHeroBackground';
import { readHeaderContent } from '../shell/header/loadHeaderContent';
import { headerContentQueryKey } from '../shell/header/useHeaderContent';
import { searchResultsQuery, type searchInputOf } from '../screens/search/searchResultsQuery';
import { serviceQuery } from '../screens/services/serviceQuery';
import {
  announcementPageQuery,
  informationPageQuery,
} from '../screens/information/informationQueries';
import { ideaQuery, ideaTopicsQuery } from '../screens/community/communityQueries';
import { readTopBanner } from '../shell/notices/loadTopBanner';
import { topBannerQueryKey } from '../shell/notices/TopBannerSlot';

/**
 * Which page is rendered: the home page, the results of one search, one service (`service` is its
 * GSP path), an information page or an announcement of the CMS (each rendered when asked for, the
 * production server's server/renderedPages.ts), or another page (the header only).
 */
export type PageContentKind =
  | 'home'
  | 'other'
  | { readonly search: ReturnType<typeof searchInputOf> }
  | { readonly service: string }
  | { readonly information: InformationPageName }
  | { readonly announcement: string }
  | { readonly idea: string };

/** What a prerendered page carries, and where the reading of each part failed. */
export interface PageContentResult {
  /** The parts that could not be read (left out of the snapshot: the browser reads them). */
  readonly failed: readonly string[];
}

/**
 * Reads the public CMS content a prerendered page is drawn with into `queryClient`, under the very
 * keys its parts read (build/prerender.ts; the browser restores it, `contentSnapshot.ts`): the
 * header on every page; on the home page also the announcement, the hero's background, the
 * sections' CMS items and the suitable services; on a results page the page of results; on a
 * service's page the service (`null` when the catalogue has none there: the not-found state); on an
 * information page or an announcement its CMS page (`null` likewise); on a community idea's page the
 * idea (`null` when there is none) and the topics. Only what
 * a visitor sees: nothing personal is ever put in a page. A part that cannot be read is left out
 * (the browser reads it) and named in the result.
 */
export async function prefetchPageContent(
  queryClient: QueryClient,
  clients: AppClients,
  locale: PortalLocale,
  origin: string,
  page: PageContentKind,
): Promise<PageContentResult> {
  const { client, probeClient } = clients;
  const parts: Record<string, () => Promise<unknown>> = {
    header: () =>
      queryClient.fetchQuery({
        queryKey: headerContentQueryKey(locale),
        queryFn: () => readHeaderContent(probeClient, locale, origin),
      }),
  };
  if (page === 'home') {
    parts['top banner'] = () =>
      queryClient.fetchQuery({
        queryKey: topBannerQueryKey(locale),
        queryFn: () => readTopBanner(client),
      });
    parts['hero'] = () =>
      queryClient.fetchQuery({
        queryKey: heroItemQueryKey(locale),
        queryFn: () => getContentItem(client, HERO_ITEM),
      });
    for (const itemId of HOME_SECTION_ITEMS) {
      parts[itemId] = () => queryClient.fetchQuery(homeItemQuery(client, itemId));
    }
    parts['suitable services'] = () => queryClient.fetchQuery(suitableServicesQuery(client));
  }
  if (typeof page === 'object' && 'search' in page && page.search.q !== '') {
    const { search } = page;
    parts['search results'] = () => queryClient.fetchQuery(searchResultsQuery(client, search));
  }
  if (typeof page === 'object' && 'service' in page) {
    parts['service'] = () => queryClient.fetchQuery(serviceQuery(client, page.service));
  }
  if (typeof page === 'object' && 'information' in page) {
    parts['information page'] = () =>
      queryClient.fetchQuery(informationPageQuery(client, page.information));
  }
  if (typeof page === 'object' && 'announcement' in page) {
    parts['announcement'] = () =>
      queryClient.fetchQuery(announcementPageQuery(client, page.announcement));
  }
  if (typeof page === 'object' && 'idea' in page) {
    parts['idea'] = () => queryClient.fetchQuery(ideaQuery(client, page.idea));
    parts['idea topics'] = () => queryClient.fetchQuery(ideaTopicsQuery(client));
  }
  const names = Object.keys(parts);
  const settled = await Promise.allSettled(names.map((name) => parts[name]!()));
  return {
    failed: names.filter((_name, index) => settled[index]?.status === 'rejected'),
  };
}
