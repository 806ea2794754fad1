import { shellMessages, type PortalLocale } from '@portal/core';
import { TopBanner } from '@portal/ui';
import { Suspense, lazy } from 'react';
import { useHydrated } from '../../app/useHydrated';

const TopBannerArea = lazy(() => import('./TopBannerArea'));

const ignoreClose = () => {};

/**
 * Where the home page's announcement goes (SCREENS.md S1.7). The prerendered page cannot read the
 * `hide` cookie nor the CMS, so it carries the strip's placeholder: the announcement then takes the
 * room it already had instead of pushing the page down (layout shift).
 */
export function TopBannerSlot({ locale }: { readonly locale: PortalLocale }) {
  const hydrated = useHydrated();
  const { topBanner } = shellMessages(locale);
  const labels = { region: topBanner.label, close: topBanner.close };
  const placeholder = <TopBanner content="loading" labels={labels} onClose={ignoreClose} />;
  if (!hydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <TopBannerArea locale={locale} labels={labels} />
    </Suspense>
  );
}
