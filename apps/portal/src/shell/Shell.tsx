import { directionOf, shellMessages, type PortalLocale } from '@portal/core';
import { UiProvider } from '@portal/ui';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { Suspense, lazy } from 'react';
import { ContentPart } from '../platform/errors/ContentPart';
import { useHydrated } from '../platform/page/useHydrated';
import { LanguageDialogArea } from './language/LanguageDialogArea';
import { SessionLayer } from './session/SessionLayer';
import { Header } from './Header';
import { SatisfactionSurveySlot } from './feedback/SatisfactionSurveySlot';
import { TopBannerSlot } from './notices/TopBannerSlot';
import { TestDataArea } from './testData/TestDataArea';
import { useDocumentLanguage } from './document/useDocumentLanguage';
import { useLanguageCookies } from './document/useLanguageCookies';

// Loaded on their own after the page shows: the home page's first script stays small (TBT), and
// both read this browser (session hint, theme, text size, cookies), which the prerender cannot.
const FooterArea = lazy(() => import('./footer/FooterArea'));
const CookieNoticeArea = lazy(() => import('./notices/CookieNoticeArea'));
// The assistant's panel (issue R) on every page but its own: loaded after the page shows.
const AssistantPanel = lazy(() => import('./assistant/AssistantPanel'));

/** The assistant page's route id (`/$locale/chat`): it has no panel, it is the conversation. */
const CHAT_ROUTE_ID = '/$locale/chat';

/** The home route's id (`/$locale/`); the top banner shows there only (spec 001 §2). */
const HOME_ROUTE_ID = '/$locale/';

export interface ShellProps {
  readonly locale: PortalLocale;
}

/**
 * The frame of every page in a language (SCREENS.md S1): skip link, the home page's announcement,
 * header, the page in `<main>`, footer, the "test data" tag when the answers come from the sandbox
 * and the cookie notice, and the session layer. The column is at least a screen tall with `<main>`
 * taking the rest, so the footer arriving after the first paint moves nothing above it.
 */
export function Shell({ locale }: ShellProps) {
  useDocumentLanguage(locale);
  useLanguageCookies(locale);
  const messages = shellMessages(locale);
  const hydrated = useHydrated();
  const onHome = useRouterState({
    select: (state) => state.matches.some((match) => match.routeId === HOME_ROUTE_ID),
  });
  const onChat = useRouterState({
    select: (state) => state.matches.some((match) => match.routeId === CHAT_ROUTE_ID),
  });
  return (
    <UiProvider dir={directionOf(locale)} locale={locale}>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:z-40 focus:rounded-control focus:bg-canvas focus:p-2"
        >
          {messages.skipToContent}
        </a>
        {onHome && (
          <ContentPart name="announcement">
            <TopBannerSlot locale={locale} />
          </ContentPart>
        )}
        <Header locale={locale} />
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto w-full max-w-5xl flex-1 px-gutter py-12 focus:outline-none"
        >
          <Outlet />
        </main>
        {hydrated && (
          <Suspense fallback={null}>
            {/* The notice and the "test data" tag follow the footer in the page and appear with it
                (see FooterArea): in the flow, they cover nothing and push nothing above them;
                without the footer, they still appear. */}
            <ContentPart
              name="footer"
              fallback={
                <>
                  <TestDataArea locale={locale} />
                  <CookieNoticeArea locale={locale} />
                </>
              }
            >
              <FooterArea locale={locale}>
                <TestDataArea locale={locale} />
                <CookieNoticeArea locale={locale} />
              </FooterArea>
            </ContentPart>
          </Suspense>
        )}
      </div>
      {hydrated && !onChat && (
        <Suspense fallback={null}>
          <ContentPart name="assistant">
            <AssistantPanel locale={locale} />
          </ContentPart>
        </Suspense>
      )}
      <SessionLayer locale={locale} />
      <SatisfactionSurveySlot locale={locale} />
      <LanguageDialogArea locale={locale} />
    </UiProvider>
  );
}
