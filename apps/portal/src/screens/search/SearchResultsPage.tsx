import { shellMessages } from '@portal/core';
import type { SearchTab } from '@portal/core/api/portal';
import {
  SearchResults,
  ServiceSearch,
  searchResultsLabelsOf,
  searchTabsOf,
  serviceSearchLabelsOf,
  type SearchResultsState,
} from '@portal/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useAppClients } from '../../platform/api/useAppClients';
import { useHydrated } from '../../platform/page/useHydrated';
import { usePageOrigin } from '../../platform/page/usePageOrigin';
import { useMessages } from '../../platform/i18n/useMessages';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { useDocumentTitle } from '../../shell/document/useDocumentTitle';
import { serviceLinksOf } from '../../shell/search/searchResultLinks';
import { useSearchLanguageCheck } from '../../shell/search/SearchLanguageCheck';
import { searchInputOf, searchResultsQuery } from './searchResultsQuery';
import { useServiceSuggestions } from '../../shell/search/useServiceSuggestions';
import { usePageSearch } from '../../platform/pages/usePageSearch';
import { useSessionHint } from '../../shell/session/useSessionHint';
import { pagePath } from '../../platform/pages/pagePath';

/**
 * `/searchresults?q=&tab=&page=` (SCREENS.md S2.6, spec 001 §2): the search box with the query, the
 * audience tabs, the count, the result links and pages, or the no-results screen with four tips.
 * Tab and page live in the address, so a result page can be shared and Back works.
 */
export function SearchResultsPage() {
  const locale = usePageLocale();
  const t = useMessages('home', 'common');
  const input = searchInputOf(usePageSearch('searchResults'));
  const { q, tab } = input;
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const search = useServiceSuggestions(locale);
  const checked = useSearchLanguageCheck(locale);
  const [text, setText] = useState(q);
  const [seenQuery, setSeenQuery] = useState(q);
  if (seenQuery !== q) {
    // A new search from the header or Back: the box shows what the page shows.
    setSeenQuery(q);
    setText(q);
  }
  useDocumentTitle(t('search.title'), shellMessages(locale).siteName);

  const { client } = useAppClients(locale);
  const origin = usePageOrigin();
  // A space hit leads a signed-in person to their own spaces, a visitor to its service (spec 001 §6).
  const signedIn = useSessionHint();
  // A page rendered by the server carries its results (the content snapshot): they are drawn at
  // once and asked again only once the app has adopted the page.
  const results = useQuery({
    ...searchResultsQuery(client, input),
    enabled: hydrated && q !== '',
    placeholderData: keepPreviousData,
  });

  const hrefOf = (next: { tab?: SearchTab; page?: number }) => {
    const params = new URLSearchParams({ q });
    const nextTab = next.tab ?? tab;
    if (nextTab !== 'individual') params.set('tab', nextTab);
    if ((next.page ?? 1) > 1) params.set('page', String(next.page));
    return `${pagePath(locale, 'searchResults')}?${params.toString()}`;
  };

  let state: SearchResultsState;
  if (results.isError) {
    state = {
      status: 'error',
      message: t('something.wentWrong'),
      onRetry: () => void results.refetch(),
    };
  } else if (!results.data || results.isPlaceholderData) {
    state = { status: 'loading' };
  } else {
    state = {
      status: 'ready',
      results: serviceLinksOf(results.data.results, locale, origin, signedIn).map((link) => ({
        id: link.id,
        title: link.label,
        href: link.href,
      })),
      countText: t('search.results.count', { count: results.data.total, query: q }),
      page: results.data.pageNum,
      pageCount: results.data.pageCount,
    };
  }

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <h1 className="text-display font-bold text-ink">{t('search.title')}</h1>
      <ServiceSearch
        labels={serviceSearchLabelsOf(t)}
        value={text}
        onValueChange={setText}
        onSearch={search.onSearch}
        onSelect={search.onSelect}
        onSubmit={checked.onSubmit}
      />
      {checked.languageDialog}
      {q === '' ? (
        <p className="text-body text-ink-muted">{t('search.emptyQuery')}</p>
      ) : (
        <SearchResults
          labels={searchResultsLabelsOf(t, q)}
          tabs={searchTabsOf(t)}
          tab={tab}
          onTabChange={(next) => void navigate({ href: hrefOf({ tab: next as SearchTab }) })}
          state={state}
          pageHref={(next) => hrefOf({ page: next })}
        />
      )}
    </div>
  );
}
