import {
  Outlet,
  createRootRouteWithContext,
  createRoute,
  lazyRouteComponent,
  redirect,
  type AnyRoute,
} from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { requestLanguageModal } from '../shell/languageModalRequest';
import { Shell } from '../shell/Shell';
import { resolveLocation } from './resolveLocation';
import type { PortalRouteId } from './routeList';
import { screenComponent } from './screenComponent';
import { searchValidator } from './searchParams';
import { storedLanguageCodes } from './storedLanguages';
import { portalLocaleOf, usePageLocale } from './usePageLocale';

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
  component: LocaleShell,
});

function LocaleShell() {
  return <Shell locale={usePageLocale()} />;
}

export const homeRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: '/',
  validateSearch: searchValidator(['action', 'feedback', 'lang', 'spaceCode']),
  component: screenComponent('home'),
});

export const notFoundRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: '404',
  component: screenComponent('notFound'),
});

/**
 * The route of each entry of `PORTAL_ROUTES`: a list entry without a route here is a type error,
 * and `routeTree.test.ts` checks that each route's path is the list's.
 */
export const ROUTES_BY_ID = {
  home: homeRoute,
  notFound: notFoundRoute,
} as const satisfies Record<PortalRouteId, AnyRoute>;

export const routeTree = rootRoute.addChildren([
  loginRoute,
  localeRoute.addChildren([homeRoute, notFoundRoute]),
]);
