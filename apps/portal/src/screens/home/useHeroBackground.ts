import { apiLanguageOf, type PortalLocale } from '@portal/core';
import type { ContentItem } from '@portal/core/api/portal';
import type { HomeHeroProps } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { usePageOrigin } from '../../platform/page/usePageOrigin';
import { heroBackgroundOf } from './homeContent';
import { portalQueryKey } from '../../platform/api/portalQuery';

/**
 * The cache identity of core's `customItemCall` (`portal.customItem`). Written here rather than
 * imported, so the home page's first JavaScript does not carry the call's schemas (the initial-JS
 * budget); `homeContent.test` checks that the two agree.
 */
export const CUSTOM_ITEM_QUERY = { id: 'portal.customItem' } as const;

/** The CMS item of the hero's background (spec 001 §3). */
export const HERO_ITEM = { itemId: 'hero' } as const;

/** The cache key of the hero's CMS item in a page language (shared with the build's snapshot). */
export function heroItemQueryKey(locale: PortalLocale) {
  return portalQueryKey(CUSTOM_ITEM_QUERY, apiLanguageOf(locale), HERO_ITEM);
}

/**
 * The hero's CMS background for the page's language. A prerendered page carries it (the build's
 * content snapshot); it is asked again only in the browser after hydration (`enabled`), so the
 * prerendered HTML and the hydrating render agree. Until it arrives, or when it
 * cannot be read, the hero shows on the theme's surface (spec 001 §8: content failures are
 * swallowed). The same cache entry as `portalQuery(customItemCall, …, { itemId: 'hero' })`.
 */
export function useHeroBackground(
  locale: PortalLocale,
  enabled: boolean,
): HomeHeroProps['background'] {
  const origin = usePageOrigin();
  const query = useQuery({
    queryKey: heroItemQueryKey(locale),
    queryFn: async ({ signal }) =>
      (await import('./loadHeroItem')).loadHeroItem(locale, HERO_ITEM, signal),
    // Mapped where it is read: an item the mapping cannot use is a failed read (no background).
    select: (item: ContentItem) => heroBackgroundOf(item, origin),
    enabled,
  });
  return query.data;
}
