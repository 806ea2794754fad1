import { documentAttributesOf, localeFromPathname } from '@portal/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createAppQueryClient } from './app/createAppQueryClient';
import { PrerenderContext } from './app/prerenderContext';
import { createAppRouter } from './router';

/** A page rendered to static HTML: the markup of `#root` and what `<html>` and `<title>` carry. */
export interface PrerenderedPage {
  readonly html: string;
  readonly lang: string;
  readonly dir: 'ltr' | 'rtl';
  readonly title: string | undefined;
}

/**
 * Renders one address of the app to HTML at build time (build/prerender.ts), as a visitor sees it
 * before any script runs: the first paint of the page no longer waits for the app's JavaScript. The
 * browser then renders the app over it (`createRoot`, not hydration: the session and the saved theme
 * may change what it shows).
 */
export async function prerenderPage(pathname: string): Promise<PrerenderedPage> {
  const queryClient = createAppQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [pathname] }));
  await router.load();
  let title: string | undefined;
  const html = renderToString(
    <StrictMode>
      <PrerenderContext.Provider value={{ reportTitle: (reported) => (title = reported) }}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </PrerenderContext.Provider>
    </StrictMode>,
  );
  const { lang, dir } = documentAttributesOf(localeFromPathname(pathname) ?? 'en');
  return { html, lang, dir, title };
}
