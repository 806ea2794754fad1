/**
 * View model of `AllServices`: its words from core's catalogues.
 */
import type { Translator } from '@portal/core/i18n';
import type { AllServicesLabels } from '../AllServices/AllServices';

/**
 * The words of an "All services" page (`search.allServices.*`, `search.browseByCategory`,
 * `search.pagination.*`, `home.loading`, `common.tryAgain`, `common.loading`); needs `home` and
 * `common` loaded.
 */
export function allServicesLabelsOf(t: Translator['t']): AllServicesLabels {
  return {
    browseByCategory: t('search.browseByCategory'),
    allCategories: t('search.allServices.allCategories'),
    listLabel: t('search.allServices.listLabel'),
    loading: t('home.loading'),
    retry: t('common.tryAgain'),
    retrying: t('common.loading'),
    empty: t('search.allServices.empty'),
    showAll: t('search.allServices.showAll'),
    appOnly: t('search.allServices.appOnly'),
    paginationLabel: t('search.pagination.label'),
    previousPage: t('search.pagination.previous'),
    nextPage: t('search.pagination.next'),
    pageLabel: (page) => t('search.pagination.page', { current: page }),
  };
}
