import { shellMessages } from '@portal/core';
import { HomeHero, ServiceSearch, serviceSearchLabelsOf } from '@portal/ui';
import { Suspense, lazy } from 'react';
import { useHydrated } from '../../app/useHydrated';
import { useMessages } from '../../i18n/useMessages';
import { usePageLocale } from '../../routes/usePageLocale';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { useSearchLanguageCheck } from '../search/SearchLanguageCheck';
import { useServiceSuggestions } from '../search/useServiceSuggestions';
import { AssistantOnboardingSlot } from './AssistantOnboardingSlot';
import { useHeroBackground } from './useHeroBackground';

const HomeSectionsFromServer = lazy(() => import('./HomeSectionsFromServer'));

/**
 * The home page (SCREENS.md S2.1–S2.5). The hero's words come from the catalogue, so the
 * prerendered HTML already holds the `<h1>` and the search box (the largest paint needs no data);
 * the CMS background and the sections below arrive in the browser without moving the hero.
 */
export function HomePage() {
  const locale = usePageLocale();
  const messages = shellMessages(locale);
  const t = useMessages('home', 'common');
  const hydrated = useHydrated();
  const search = useServiceSuggestions(locale);
  const checked = useSearchLanguageCheck(locale);
  useDocumentTitle(undefined, messages.siteName);
  const background = useHeroBackground(locale, hydrated);
  const heroProps = {
    title: messages.homeHeading,
    description: messages.homeIntro,
    search: (
      <>
        <ServiceSearch labels={serviceSearchLabelsOf(t)} {...search} onSubmit={checked.onSubmit} />
        {checked.languageDialog}
      </>
    ),
  };
  return (
    <div className="flex min-w-0 flex-col gap-12">
      {/* The prerender has no client (no origin, no session): the CMS parts join in the browser;
          the background is absolutely placed, so its arrival moves nothing. */}
      <HomeHero {...heroProps} background={background} />
      {/* Room for the sections before they arrive, so nothing below them moves into view. */}
      <div className="flex min-h-screen min-w-0 flex-col gap-12">
        {hydrated ? (
          <>
            <AssistantOnboardingSlot locale={locale} label={t('onboarding.open')} />
            <Suspense fallback={null}>
              <HomeSectionsFromServer t={t} />
            </Suspense>
          </>
        ) : null}
      </div>
    </div>
  );
}
