/**
 * View model of `SearchResults`: its words from core's catalogues.
 */
import type { Translator } from '@portal/core/i18n';
import type { SearchResultsLabels } from '../SearchResults/SearchResults';

/** The results tabs in the spec's order (spec 001 §2), with their words (`search.tabs.*`). */
export function searchTabsOf(t: Translator['t']) {
  return (['individual', 'emirati', 'business', 'workspaces'] as const).map((value) => ({
    value,
    label: t(`search.tabs.${value}`),
  }));
}

/**
 * The results page's words (`search.*`, `common.tryAgain`, `common.loading`); `query` is the searched
 * text, quoted in the no-results description.
 */
export function searchResultsLabelsOf(t: Translator['t'], query: string): SearchResultsLabels {
  return {
    tabsLabel: t('search.tabs.label'),
    loading: t('search.results.loading'),
    retry: t('common.tryAgain'),
    retrying: t('common.loading'),
    paginationLabel: t('search.pagination.label'),
    previousPage: t('search.pagination.previous'),
    nextPage: t('search.pagination.next'),
    pageLabel: (page) => t('search.pagination.page', { current: page }),
    noResultsTitle: t('search.noResults.title'),
    noResultsDescription: t('search.noResults.description', { query }),
    tipsTitle: t('search.noResults.tipsTitle'),
    tips: [
      t('search.noResults.tips.spelling'),
      t('search.noResults.tips.fewerKeywords'),
      t('search.noResults.tips.differentKeywords'),
      t('search.noResults.tips.generalKeywords'),
    ],
  };
}
