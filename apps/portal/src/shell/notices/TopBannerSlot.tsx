import {
  TOP_BANNER_HIDE_COOKIE,
  apiLanguageOf,
  shellMessages,
  showsTopBanner,
  type PortalLocale,
} from '@portal/core';
import { TopBanner } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { TOP_BANNER_HIDDEN_ATTRIBUTE, clearBootMark } from '../../platform/boot/bootState';
import { useHydrated } from '../../platform/page/useHydrated';
import { usePageOrigin } from '../../platform/page/usePageOrigin';
import { topBannerContentOf } from './topBannerContent';
import { portalQueryKey } from '../../platform/api/portalQuery';

/** A year: closing the announcement is remembered like the other notice choices. */
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The cache identity of core's `topBannerCall` (`portal.topBanner`). Written here rather than
 * imported, so the home page's first JavaScript does not carry the call's schemas; the slot's test
 * checks that the two agree.
 */
export const TOP_BANNER_QUERY = { id: 'portal.topBanner' } as const;

/** The cache key of the announcement in a page language (shared with the build's snapshot). */
export function topBannerQueryKey(locale: PortalLocale) {
  return portalQueryKey(TOP_BANNER_QUERY, apiLanguageOf(locale));
}

/**
 * The home page's announcement (SCREENS.md S1.7), shown while the cookie `hide` is absent; closing
 * sets it. A prerendered home page carries the announcement (the build's content snapshot), so it
 * is drawn with the page and never pushes it down; a reader who closed it before never sees it
 * (the boot script in `index.html` hides the strip until the app reads the cookie). Without a
 * snapshot the strip's placeholder holds its room while it loads. It folds away when there is
 * none, or when it cannot be read (spec 001 §8). It is asked again only after hydration, through a
 * loader fetched on demand (the API client stays out of the first script).
 */
export function TopBannerSlot({ locale }: { readonly locale: PortalLocale }) {
  const hydrated = useHydrated();
  const origin = usePageOrigin();
  const { topBanner } = shellMessages(locale);
  const labels = { region: topBanner.label, close: topBanner.close };
  const [closed, setClosed] = useState(false);
  const hidden = closed || (hydrated && !showsTopBanner(document.cookie));
  const banner = useQuery({
    queryKey: topBannerQueryKey(locale),
    queryFn: async ({ signal }) => (await import('./loadTopBanner')).loadTopBanner(locale, signal),
    enabled: hydrated && !hidden,
  });
  useEffect(() => {
    // From here the cookie is read by this slot (`hidden`), not by the boot script's mark.
    if (hydrated) clearBootMark(TOP_BANNER_HIDDEN_ATTRIBUTE);
  }, [hydrated]);
  const close = () => {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${TOP_BANNER_HIDE_COOKIE}=1; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
    setClosed(true);
  };
  if (hidden) return null;
  if (banner.data === undefined) {
    return banner.isError ? null : <TopBanner content="loading" labels={labels} onClose={close} />;
  }
  if (banner.data === null) return null;
  return (
    <TopBanner
      content={topBannerContentOf(banner.data, locale, origin)}
      labels={labels}
      onClose={close}
    />
  );
}
