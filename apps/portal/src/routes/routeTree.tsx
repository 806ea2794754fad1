import {
  Outlet,
  createRootRouteWithContext,
  createRoute,
  lazyRouteComponent,
  redirect,
} from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { loadMessages } from '../platform/i18n/translatorFor';
import { requestLanguageModal } from '../shell/document/languageModalRequest';
import { Shell } from '../shell/Shell';
import { resolveLocation } from '../platform/pages/resolveLocation';
import { PORTAL_PAGES, type PortalPage, type PortalPageId } from '../platform/pages/pageTable';
import { screenComponent } from './screenComponent';
import { startPageQueries } from './pageQueries';
import { searchValidator } from '../platform/pages/searchParams';
import { storedLanguageCodes } from '../platform/locale/storedLanguages';
import { portalLocaleOf, usePageLocale } from '../platform/locale/usePageLocale';

/** What every route can reach. */
export interface RouterContext {
  readonly queryClient: QueryClient;
}

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Every navigation first passes `resolveLocation` (spec 001 §2): language prefixes are made
 * canonical or negotiated, `chat` and `langsTranslation` are handled, and unknown paths go to the
 * 404 page. Only canonical addresses of known pages reach the routes below.
 */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location, preload }) => {
    // The build-time prerender renders canonical addresses only, and has no browser to ask.
    if (preload || typeof window === 'undefined') return;
    const decision = resolveLocation({
      pathname: location.pathname,
      search: location.searchStr,
      hash: location.hash === '' ? '' : `#${location.hash}`,
      storedLanguages: storedLanguageCodes(browserStorage()),
      cookies: document.cookie,
      browserLanguages: navigator.languages,
    });
    if (decision.kind !== 'redirect') return;
    if (decision.opensLanguageModal) requestLanguageModal();
    throw redirect({ href: decision.href, replace: true });
  },
  component: Outlet,
});

/** `/login?redirectUrl=`: the hand-over to sign-in (no language prefix, as the spec writes it). */
export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login',
  validateSearch: searchValidator(['redirectUrl']),
  component: lazyRouteComponent(() => import('../screens/login/LoginRoute'), 'LoginRoute'),
});

/** `/{locale}/…`: every page in a language, inside the shell. */
export const localeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$locale',
  params: {
    parse: ({ locale }) => ({ locale: portalLocaleOf(locale) }),
    stringify: ({ locale }) => ({ locale }),
  },
  // The header's words (core's shell and common catalogues), in before the shell renders.
  loader: ({ params }) => loadMessages(params.locale, 'shell', 'common'),
  component: LocaleShell,
});

function LocaleShell() {
  return <Shell locale={usePageLocale()} />;
}

/** The checked query of a page: its own reader, or the portal's readers of the keys it names. */
function searchOf(page: PortalPage) {
  if (typeof page.search === 'function') return page.search;
  return searchValidator(page.search ?? []);
}

/**
 * One route per entry of the page table, under `/$locale`, in the table's order: its query checked,
 * its redirect decided before anything loads, its words loaded before it renders, its first data
 * asked for as it starts loading (`pageQueries.ts`), its screen loaded on first use.
 */
function pageRoute(page: PortalPage) {
  return createRoute({
    getParentRoute: () => localeRoute,
    path: page.path === '/' ? '/' : page.path.slice(1),
    validateSearch: searchOf(page),
    beforeLoad: ({ params, search }) => {
      const href = page.redirect?.({
        locale: params.locale,
        params,
        search: search as Readonly<Record<string, unknown>>,
      });
      if (href !== undefined) throw redirect({ href, replace: true });
    },
    // The checked query reaches the loader (a page's first data may depend on it: `?spaceCode=`).
    loaderDeps: ({ search }) => ({ search }),
    loader: ({ params, deps, preload, context }) => {
      // The page's data starts now, beside its code and words, not after its first render; only
      // when the page is opened (a link's hover preloads the code and words alone).
      if (!preload) {
        startPageQueries(
          page,
          {
            locale: params.locale,
            params,
            search: deps.search as Readonly<Record<string, unknown>>,
          },
          context.queryClient,
        );
      }
      return page.catalogues.length > 0
        ? loadMessages(params.locale, ...page.catalogues)
        : undefined;
    },
    component: screenComponent(page),
  });
}

/** The route of each page of the table, by its id. */
export const PAGE_ROUTES = Object.fromEntries(
  PORTAL_PAGES.map((page) => [page.id, pageRoute(page)]),
) as Record<PortalPageId, ReturnType<typeof pageRoute>>;

export const routeTree = rootRoute.addChildren([
  loginRoute,
  localeRoute.addChildren(Object.values(PAGE_ROUTES)),
]);
