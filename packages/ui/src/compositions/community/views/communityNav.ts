/** The community's navigation as ui's `SectionNav` draws it: its pages, from core's `TAMM_BY_YOU_PAGES`. */
import { TAMM_BY_YOU_PAGES, type PortalLocale } from '@portal/core';
import type { SectionNavItem } from '../../../components/SectionNav/SectionNav';
import type { CommunityT } from './translator';

/**
 * The area's pages in the order a person goes through them: read, share, follow, then their
 * standing and profile; each with its catalogue name. Keys are the page table's names.
 */
const NAV_PAGES = [
  { id: 'communityIdeas', page: 'community', key: 'community.page.community' },
  { id: 'ideaListing', page: 'ideaListing', key: 'community.page.listing' },
  { id: 'submitIdea', page: 'submitIdea', key: 'community.page.submitIdea' },
  { id: 'myIdeas', page: 'myIdeas', key: 'community.page.myIdeas' },
  { id: 'ideaDrafts', page: 'ideaDrafts', key: 'community.page.drafts' },
  { id: 'leaderboard', page: 'leaderboard', key: 'community.page.leaderboard' },
  { id: 'profileDetails', page: 'profileDetails', key: 'community.page.profile' },
] as const satisfies readonly {
  id: string;
  page: keyof typeof TAMM_BY_YOU_PAGES;
  key: string;
}[];

/**
 * The community's navigation in `locale`, the page at `pathname` marked current (an idea's page
 * marks none: it is not one of the area's sections). Paths are core's `TAMM_BY_YOU_PAGES`; `served`
 * says whether the app serves a path (its page table), so a page not built yet is left out rather
 * than linked to a 404, and joins the navigation as soon as the app serves it.
 */
export function communityNavItemsOf(
  t: CommunityT,
  locale: PortalLocale,
  pathname: string,
  served: (path: string) => boolean = () => true,
): SectionNavItem[] {
  const path = pathname.replace(/\/+$/, '');
  return NAV_PAGES.filter(({ page }) => served(TAMM_BY_YOU_PAGES[page].path)).map(
    ({ id, page, key }) => {
      const href = `/${locale}${TAMM_BY_YOU_PAGES[page].path}`;
      return { key: id, label: t(key), href, current: path === href };
    },
  );
}
