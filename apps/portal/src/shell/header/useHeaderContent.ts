import { apiLanguageOf, type PortalLocale } from '@portal/core';
import { useQuery } from '@tanstack/react-query';
import { EMPTY_HEADER_CONTENT, type HeaderContent } from './headerContentShape';
import { portalQueryKey } from '../../platform/api/portalQuery';

/**
 * The cache identity of core's `headerInfoCall` (`portal.headerInfo`). Written here rather than
 * imported, so the first page's JavaScript does not carry the call's schemas; `headerContent.test`
 * checks that the two agree.
 */
export const HEADER_INFO_QUERY = { id: 'portal.headerInfo' } as const;

/** The cache key of the header content of a page language (shared with the build's snapshot). */
export function headerContentQueryKey(locale: PortalLocale) {
  return portalQueryKey(HEADER_INFO_QUERY, apiLanguageOf(locale));
}

/**
 * The header's CMS content (logo, navigation, profile links) for the page's language, read once per
 * language and kept for the visit. Until it arrives, and when it cannot be read, the header shows
 * without it (spec 001 §8: a content fetch failure is swallowed; no error on screen, no crash).
 * A prerendered page carries it (the build's content snapshot, `app/contentSnapshot.ts`), so the
 * header is drawn whole from the first paint; it is asked again only in the browser after
 * hydration (`enabled`), so the prerendered HTML and the hydrating render agree.
 */
export function useHeaderContent(locale: PortalLocale, enabled: boolean): HeaderContent {
  const query = useQuery({
    queryKey: headerContentQueryKey(locale),
    queryFn: async ({ signal }) =>
      (await import('./loadHeaderContent')).loadHeaderContent(locale, signal),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
  return query.data ?? EMPTY_HEADER_CONTENT;
}
