/**
 * View model of `ServiceSearch`: its words from core's catalogues.
 */
import type { Translator } from '@portal/core/i18n';
import type { ServiceSearchLabels } from '../ServiceSearch/ServiceSearch';

/**
 * The service search's words from core's catalogues (`home.hero.*`, `search.suggestionsCount`,
 * `common.search`), for the app and the stories; needs `home` and `common` loaded.
 */
export function serviceSearchLabelsOf(t: Translator['t']): ServiceSearchLabels {
  return {
    label: t('home.hero.searchLabel'),
    placeholder: t('home.hero.searchPlaceholder'),
    suggestionsTitle: t('home.hero.suggestionsTitle'),
    count: (count) => t('search.suggestionsCount', { count }),
    submit: t('common.search'),
  };
}
