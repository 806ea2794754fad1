import { apiLanguageOf, shellMessages } from '@portal/core';
import { HomeHero, ServiceSearch, serviceSearchLabelsOf } from '@portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { ContentPart } from '../../platform/errors/ContentPart';
import { useHydrated } from '../../platform/page/useHydrated';
import { useMessages } from '../../platform/i18n/useMessages';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { useDocumentTitle } from '../../shell/document/useDocumentTitle';
import { useSearchLanguageCheck } from '../../shell/search/SearchLanguageCheck';
import { useServiceSuggestions } from '../../shell/search/useServiceSuggestions';
import { AssistantOnboardingSlot } from './AssistantOnboardingSlot';
import { useAssistantAction } from './useAssistantAction';
import { CUSTOM_ITEM_QUERY, useHeroBackground } from './useHeroBackground';
import { portalQueryKey } from '../../platform/api/portalQuery';

const HomeSectionsFromServer = lazy(() => import('./HomeSectionsFromServer'));

/**
 * The home page (SCREENS.md S2.1–S2.5). The hero's words come from the catalogue; the CMS parts (the
 * hero's background and the sections below) come with a prerendered page as the build's content
 * snapshot (`app/contentSnapshot.ts`), so the first paint is the whole page and the largest paint
 * needs no script. Without a snapshot (a page not prerendered, the development server) they arrive
 * in the browser, in room held for them, without moving the hero.
 */
export function HomePage() {
  const locale = usePageLocale();
  const messages = shellMessages(locale);
  const t = useMessages('home', 'common');
  const hydrated = useHydrated();
  const search = useServiceSuggestions(locale);
  const checked = useSearchLanguageCheck(locale);
  useDocumentTitle(undefined, messages.siteName);
  useAssistantAction(locale);
  const background = useHeroBackground(locale, hydrated);
  // The same answer in the prerender (which fetched the content) and in the browser
  // adopting its HTML (which restored it), so both draw the sections or neither does.
  const fromSnapshot =
    useQueryClient().getQueryData(
      portalQueryKey(CUSTOM_ITEM_QUERY, apiLanguageOf(locale), { itemId: 'suit-your-needs' }),
    ) !== undefined;
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
      {/* The background is absolutely placed, so its arrival moves nothing. */}
      <HomeHero {...heroProps} background={background} />
      {/* Room for the sections before they arrive, so nothing below them moves into view. */}
      <div className="flex min-h-screen min-w-0 flex-col gap-12">
        <AssistantOnboardingSlot locale={locale} label={t('onboarding.open')} />
        {hydrated || fromSnapshot ? (
          <ContentPart name="home sections">
            <Suspense fallback={null}>
              <HomeSectionsFromServer t={t} />
            </Suspense>
          </ContentPart>
        ) : null}
      </div>
    </div>
  );
}
