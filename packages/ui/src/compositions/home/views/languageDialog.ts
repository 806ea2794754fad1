/**
 * View model of `LanguageDialog`: its words from core's catalogues.
 */
import type { Translator } from '@portal/core/i18n';
import type { LanguageDialogLabels } from '../LanguageDialog/LanguageDialog';

/**
 * The change-language dialog's words in the page's language (`home.languages.*`, `common.*`);
 * needs `home` and `common` loaded.
 */
export function languageDialogLabelsOf(t: Translator['t']): LanguageDialogLabels {
  return {
    title: t('home.languages.title'),
    description: t('home.languages.description'),
    search: t('home.languages.search'),
    searchHint: t('home.languages.searchHint'),
    loading: t('home.languages.loading'),
    retry: t('common.tryAgain'),
    retrying: t('home.languages.retrying'),
    count: (count) => t('home.languages.count', { count }),
    noMatch: (query) => t('home.languages.noMatch', { query }),
    showAll: t('home.languages.showAll'),
    current: t('home.languages.current'),
    done: t('home.languages.done'),
    close: t('common.close'),
  };
}
