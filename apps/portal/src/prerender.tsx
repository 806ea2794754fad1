import {
  apiLanguageOf,
  documentAttributesOf,
  localeFromPathname,
  PORTAL_LOCALES,
  serviceGspPathOf,
  type PortalLocale,
} from '@portal/core';
import { isAnnouncementSlug, isInformationPageName } from '@portal/core/api/common';
import { createPortalClient } from '@portal/core/client';
import { SafeHtmlWindowProvider } from '@portal/ui';
import { QueryClientProvider, dehydrate, type DehydratedState } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { AppClients } from './platform/api/appClients';
import { createAppQueryClient } from './platform/api/createAppQueryClient';
import { prefetchPageContent, type PageContentKind } from './routes/prefetchPageContent';
import { PrerenderContext } from './platform/api/prerenderContext';
import { createAppRouter } from './routes/router';
import { pageOfAddress, type AddressedPage } from './platform/pages/pageOfAddress';
import { searchInputOf, type SearchResultsAddress } from './screens/search/searchResultsQuery';
import { SESSION_USER_IDENTITY } from './platform/session/pageIdentity';
import { serverWindow } from './platform/page/serverWindow';

/** The addresses a page rendered when asked for names in its head (`<link>`), absolute. */
export interface PageLinks {
  /** `<link rel="canonical">`: this page's own address. */
  readonly canonical: string;
  /** `<link rel="alternate" hreflang>`: the page in each language, and `x-default` (English). */
  readonly alternates: readonly { readonly hreflang: string; readonly href: string }[];
}

/** A page rendered to static HTML: the markup of `#root` and what `<html>` and `<head>` carry. */
export interface PrerenderedPage {
  readonly html: string;
  readonly lang: string;
  readonly dir: 'ltr' | 'rtl';
  readonly title: string | undefined;
  /** The page's `<meta name="description">`, when it sets one (`useDocumentDescription`). */
  readonly description?: string;
  /**
   * The canonical address and the `hreflang` pair, for a page rendered when asked for (page table
   * `renderedOnRequest`), which the server draws for its configured origin; absent for a page it
   * reports not found, and for the build's pages (whose origin the build may not know).
   */
  readonly links?: PageLinks;
  /** 404 when the page reported that what its address names does not exist; else 200. */
  readonly status?: 200 | 404;
  /** The CMS content the page was drawn with, for the browser's query cache (`contentSnapshot.ts`). */
  readonly snapshot: DehydratedState;
  /** The content parts that could not be read at build time (the browser reads them). */
  readonly failed: readonly string[];
}

/** Where the build reads the public CMS content from (build/prerender.ts). */
export interface ContentSource {
  /** The backend's origin: the portal's API, or the embedded sandbox by default. */
  readonly apiUrl: string;
  /**
   * The origin the portal is served from, which CMS addresses are checked against; same-origin
   * ones come out as paths, as in the browser.
   */
  readonly siteOrigin: string;
  /**
   * How long one read may take (ms). A page rendered while a person waits (server/renderedPages.ts)
   * gives up soon and tries once: the browser then reads what is missing.
   */
  readonly timeoutMs?: number;
}

function contentClientsFor(source: ContentSource, locale: PortalLocale): AppClients {
  const client = createPortalClient({
    baseUrl: source.apiUrl,
    lang: apiLanguageOf(locale),
    identity: SESSION_USER_IDENTITY,
    ...(source.timeoutMs === undefined ? {} : { timeoutMs: source.timeoutMs, retry: { limit: 0 } }),
  });
  return { client, probeClient: client };
}

/** The page's query as it read it (its checked search), for its canonical address. */
function queryOf(search: Readonly<Record<string, unknown>> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/** The canonical address and the `hreflang` pair of a page, at `origin`. */
function linksOf(origin: string, addressed: AddressedPage, query: string): PageLinks {
  const at = (locale: PortalLocale) =>
    `${origin}/${locale}${addressed.path === '/' ? '/' : addressed.path}${query}`;
  return {
    canonical: at(addressed.locale),
    alternates: [
      ...PORTAL_LOCALES.map((locale) => ({ hreflang: locale, href: at(locale) })),
      { hreflang: 'x-default', href: at('en') },
    ],
  };
}

/** What the page at `addressed` is drawn with (`prefetchPageContent`). */
function contentKindOf(
  addressed: AddressedPage | undefined,
  params: Readonly<Record<string, string>> | undefined,
  search: unknown,
): PageContentKind {
  const id = addressed?.page.id;
  if (id === 'home') return 'home';
  if (id === 'searchResults') return { search: searchInputOf(search as SearchResultsAddress) };
  if (id === 'service') {
    return {
      service: serviceGspPathOf(params as { entity: string; category: string; slug: string }),
    };
  }
  if (id === 'announcement') {
    const slug = params?.['slug'] ?? '';
    // A slug that cannot be one is the not-found state without asking the CMS (AnnouncementPage).
    return isAnnouncementSlug(slug) ? { announcement: slug } : 'other';
  }
  if (id === 'idea') {
    const ideaId = params?.['ideaId'] ?? '';
    // Only digits reach the page (its guard sends anything else to the 404 page).
    return /^\d{1,12}$/.test(ideaId) ? { idea: ideaId } : 'other';
  }
  // An information page's CMS name is its path (`/emergency-numbers`; InformationPage, TalkToUsPage).
  const name = addressed?.path.slice(1) ?? '';
  return isInformationPageName(name) ? { information: name } : 'other';
}

async function htmlOf(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : chunk.toString();
  return html;
}

/**
 * Renders one address of the app to HTML (at build time, build/prerender.ts; a results page when
 * asked for, server/renderedPages.ts), as a visitor sees it before any script runs: the first
 * paint of the page no longer waits for the app's JavaScript. The page's public CMS content is read
 * first (`prefetchPageContent`) and drawn into it, and goes with it as a snapshot;
 * `prerenderToNodeStream` waits for the page's lazily loaded parts, so they are in the HTML too.
 * The browser then hydrates the page from the same content (`startApp`).
 */
export async function prerenderPage(
  address: string,
  source: ContentSource,
): Promise<PrerenderedPage> {
  const locale = localeFromPathname(new URL(address, 'http://portal.invalid').pathname) ?? 'en';
  const queryClient = createAppQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [address] }));
  const clientsByLocale = new Map<PortalLocale, AppClients>();
  const clientsFor = (wanted: PortalLocale) => {
    let clients = clientsByLocale.get(wanted);
    if (!clients) {
      clients = contentClientsFor(source, wanted);
      clientsByLocale.set(wanted, clients);
    }
    return clients;
  };
  await router.load();
  const { pathname: path } = router.state.location;
  const addressed = pageOfAddress(path);
  const match = router.state.matches.at(-1);
  const kind = contentKindOf(addressed, match?.params, router.state.location.search);
  const { failed } = await prefetchPageContent(
    queryClient,
    clientsFor(locale),
    locale,
    source.siteOrigin,
    kind,
  );
  let title: string | undefined;
  let description: string | undefined;
  let notFound = false;
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PrerenderContext.Provider
        value={{
          reportTitle: (reported) => (title = reported),
          reportDescription: (reported) => (description = reported),
          reportNotFound: () => (notFound = true),
          origin: source.siteOrigin,
          clientsFor,
        }}
      >
        <QueryClientProvider client={queryClient}>
          {/* CMS HTML is sanitised in a window of the server's own, so it is in the page. */}
          <SafeHtmlWindowProvider window={serverWindow()}>
            <RouterProvider router={router} />
          </SafeHtmlWindowProvider>
        </QueryClientProvider>
      </PrerenderContext.Provider>
    </StrictMode>,
    // Every part in place in the HTML: React otherwise moves a large finished part (the home
    // sections) to a hidden copy at the end, which only an inline script puts back, so a page read
    // without JavaScript, or before that script, would lack it.
    // A part that throws would come out as a marker the browser must redraw (and says so in its
    // console): such a page is not drawn at all (the build fails; the server leaves it to the browser).
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER, onError: (error) => void errors.push(error) },
  );
  const html = await htmlOf(prelude);
  if (errors.length > 0) {
    const [first] = errors;
    throw new Error(
      `render of ${address} failed: ${first instanceof Error ? first.message : String(first)}`,
      { cause: first },
    );
  }
  const { lang, dir } = documentAttributesOf(locale);
  const links =
    addressed?.page.renderedOnRequest === true && !notFound
      ? linksOf(source.siteOrigin, addressed, queryOf(match?.search))
      : undefined;
  return {
    html,
    lang,
    dir,
    title,
    ...(description === undefined ? {} : { description }),
    ...(links === undefined ? {} : { links }),
    status: notFound ? 404 : 200,
    snapshot: dehydrate(queryClient),
    failed,
  };
}
