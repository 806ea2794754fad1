import type { QueryClient } from '@tanstack/react-query';
import type { PageAddress, PortalPage } from '../platform/pages/pageTable';
import type { StartPageQueries } from '../platform/pages/pageQueries';
import { readSessionState } from '../platform/session/sessionHint';
import { screenModuleOf } from './screenComponent';

/** A page's module, as far as its first queries go: a page that reads data exports them. */
type PageModule = { readonly startPageQueries?: StartPageQueries };

/**
 * Starts the first queries of `page` at `address`, without waiting for them: the route still
 * renders as soon as its code and words are in (the page draws its skeletons, then adopts the
 * answers). The page's module exports them (`startPageQueries`, from its `<Name>PageQueries.ts`;
 * `src/platform/pages/pageQueries.ts` says what it does), and the route asks for it while the router
 * loads the page's code and words, so the page's data is on its way as soon as its code has run, not
 * after the shell and the page have rendered. The page's own module, not a glob of query modules
 * beside it: that map and its preload lists were 0.46 kB gzip more on every page's first JavaScript,
 * for a module that waits for the same shared chunks as the page's. Only for a person who can read
 * them: a personal page starts nothing unless the server's hint says someone is signed in and not
 * locked, so a visitor's and a locked session's page behave exactly as before (the page itself asks,
 * and a 401 sends the visitor to sign in; a locked session's page shows the unlock flow and sends no
 * call).
 */
export function startPageQueries(
  page: Pick<PortalPage, 'screen' | 'access'>,
  address: PageAddress,
  queryClient: QueryClient,
  load: () => Promise<PageModule> = screenModuleOf(page),
  session = readSessionState(),
): void {
  // The build's prerender and the server's renderer read their own content (prefetchPageContent).
  if (typeof window === 'undefined') return;
  if (page.access !== 'public' && session !== 'normal' && session !== 'long') return;
  void load()
    .then((module) => module.startPageQueries?.(queryClient, address))
    // A chunk that failed to load: the route shows its error, and a reload asks again.
    .catch(() => {});
}
