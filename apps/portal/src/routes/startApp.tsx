import { localeFromPathname } from '@portal/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import type { createRoot, hydrateRoot } from 'react-dom/client';
import { createAppRouter } from './router';
import { dropPageLinksOnNavigation } from '../shell/document/pageLinks';
import { swapInBrandFont } from '../platform/boot/brandFont';
import { refreshContentSnapshot, restoreContentSnapshot } from '../platform/boot/contentSnapshot';
import { createAppQueryClient } from '../platform/api/createAppQueryClient';
import { reportCaughtError } from '../platform/errors/reportCaughtError';
import { HydratedProvider } from '../platform/page/useHydrated';
import { pageSettled } from '../platform/page/whenPageSettles';
import { yieldToMain } from '../platform/page/yieldToMain';

/** React DOM's two ways in, handed over by `main.tsx` (which loaded React DOM first). */
export interface ReactDomRoots {
  readonly createRoot: typeof createRoot;
  readonly hydrateRoot: typeof hydrateRoot;
}

/**
 * Starts the app in `container`. A page prerendered at build time (build/prerender.ts) is
 * hydrated: React adopts the HTML already on screen instead of replacing it, once the router has
 * loaded the page's code and the query cache holds the content the page was drawn with. Any other
 * page is rendered. Either is a transition, so React works in slices that give the main thread back
 * every few milliseconds instead of one long task (total blocking time on a phone).
 */
export async function startApp(container: HTMLElement, roots: ReactDomRoots): Promise<void> {
  // Analytics in a chunk of their own, once the page is drawn: events before it wait in track().
  // A chunk that fails to load leaves analytics off, never an error on the page.
  void pageSettled({ timeout: 5_000 })
    .then(() => import('../platform/analytics/startAnalytics'))
    .then(({ startAnalytics }) => startAnalytics())
    .catch(() => {});
  const queryClient = createAppQueryClient();
  const router = createAppRouter(queryClient);
  dropPageLinksOnNavigation(router);
  const hydrating = container.firstElementChild !== null;
  const app = (
    <StrictMode>
      <HydratedProvider hydrating={hydrating}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </HydratedProvider>
    </StrictMode>
  );
  if (hydrating) {
    // What TanStack's own hydration sets: the router renders the tree it rendered on the server
    // (no client-only Suspense wrappers around the root), so the markup matches.
    router.ssr = { manifest: undefined };
    // Each its own task: building the router and the cache; reading the content snapshot; then
    // matching the address and loading the page's code (measured as one 20-40 ms task before).
    await yieldToMain();
    // The CMS content the page was prerendered with: the adopting render draws from it, and it is
    // asked for again once the page has settled.
    const restored = restoreContentSnapshot(queryClient);
    await yieldToMain();
    await router.load();
    await yieldToMain();
    startTransition(() => {
      roots.hydrateRoot(container, app, { onCaughtError: reportCaughtError });
    });
    void refreshContentSnapshot(queryClient, restored, () => pageSettled({ timeout: 5_000 }));
    // Drawn in the brand face's metric-matched fallback: the face is fetched once the page has
    // loaded and set from the next page the reader opens (brandFont.ts), as the navigation starts:
    // right after the click or key that asked for it, so what the bar and footer move counts as
    // an answer to it (a layout shift within 500 ms of input), however long the next page loads.
    const landing = window.location.pathname;
    const locale = localeFromPathname(landing) ?? 'en';
    swapInBrandFont(locale, (setFace) => {
      const unsubscribe = router.subscribe('onBeforeNavigate', ({ toLocation }) => {
        // A page in the other language keeps the fallbacks: its face has not been fetched, and
        // set now it would swap in late, under the reader.
        if (
          toLocation.pathname === landing ||
          (localeFromPathname(toLocation.pathname) ?? 'en') !== locale
        )
          return;
        setFace();
        unsubscribe();
      });
    });
  } else {
    const root = roots.createRoot(container, { onCaughtError: reportCaughtError });
    startTransition(() => {
      root.render(app);
    });
  }
}
