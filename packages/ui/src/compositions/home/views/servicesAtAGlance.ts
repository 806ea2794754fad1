/**
 * View model of services at a glance (`ServicesAtAGlance`, part of `HomeSections`): its words from
 * core's catalogues.
 */
import type { Translator } from '@portal/core/i18n';
import type { ServicesAtAGlanceLabels } from '../HomeSections/ServicesAtAGlance';

/**
 * The words of services at a glance (`home.servicesAtAGlance.*`, `home.favourites.*`, `home.loading`,
 * `common.tryAgain`, `common.loading`); needs `home` and `common` loaded.
 */
export function servicesAtAGlanceLabelsOf(t: Translator['t']): ServicesAtAGlanceLabels {
  return {
    tabsLabel: t('home.servicesAtAGlance.title'),
    favourites: t('home.servicesAtAGlance.favourites'),
    popular: t('home.servicesAtAGlance.popular'),
    quickActions: t('home.servicesAtAGlance.quickActions'),
    viewAll: t('home.servicesAtAGlance.viewAll'),
    loading: t('home.loading'),
    retry: t('common.tryAgain'),
    retrying: t('common.loading'),
    favouritesEmpty: t('home.favourites.empty'),
    goToFavourites: t('home.favourites.goToFavourites'),
  };
}
