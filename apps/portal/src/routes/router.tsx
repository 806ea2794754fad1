import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from './routeTree';
import { RouteErrorView } from '../shell/errors/RouteErrorView';
import { parsePortalSearch, stringifyPortalSearch } from '../platform/pages/searchParams';

/**
 * The app's router: code routes from `routes/routeTree.tsx`, plain query strings, intent preloading.
 * `history` is the browser's unless given (the build-time prerender passes a memory history).
 */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: { queryClient },
    // Query values stay text, as the specs write them (`?lock=true`, `?q=123`); each route's
    // `validateSearch` checks and converts them. TanStack's default would JSON-encode them.
    parseSearch: parsePortalSearch,
    stringifySearch: stringifyPortalSearch,
    trailingSlash: 'preserve',
    defaultPreload: 'intent',
    scrollRestoration: true,
    // Every route's error boundary: the generic error with a way back, reported (SCREENS.md S1.12).
    defaultErrorComponent: RouteErrorView,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
