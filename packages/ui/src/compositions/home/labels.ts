import type { PortalLocale } from '@portal/core';
import type { Translator } from '@portal/core/i18n';
import type { AssistantOnboardingLabels } from './AssistantOnboarding/AssistantOnboarding';
import type { ChangeLanguageDialogLabels } from './ChangeLanguageDialog/ChangeLanguageDialog';
import type { DownloadAppDialogProps } from './HomeSections/DownloadAppDialog';
import type { SatisfactionSurveyLabels } from './SatisfactionSurvey/SatisfactionSurvey';
import type { ServicesAtAGlanceLabels } from './HomeSections/ServicesAtAGlance';
import type { SearchResultsLabels } from './SearchResults/SearchResults';
import type { ServiceSearchLabels } from './ServiceSearch/ServiceSearch';

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

/** The download-app popup's words (`downloadApp.*`, `common.close`). */
export function downloadAppLabelsOf(t: Translator['t']): DownloadAppDialogProps['labels'] {
  return {
    title: t('downloadApp.title'),
    description: t('downloadApp.description'),
    ok: t('downloadApp.ok'),
    close: t('common.close'),
  };
}

/**
 * The change-language dialog's words for a page in `pageLocale` (`changeLanguage.*`, `common.close`;
 * needs `session` and `common` loaded): an English page offers Arabic, an Arabic page English.
 */
export function changeLanguageLabelsOf(
  t: Translator['t'],
  pageLocale: PortalLocale,
): ChangeLanguageDialogLabels {
  const english = pageLocale === 'en';
  return {
    title: t('changeLanguage.title'),
    description: t(english ? 'changeLanguage.descArabic' : 'changeLanguage.descEnglish'),
    stay: t(english ? 'changeLanguage.continueInEnglish' : 'changeLanguage.continueInArabic'),
    switchTo: t(english ? 'changeLanguage.switchToArabic' : 'changeLanguage.switchToEnglish'),
    close: t('common.close'),
  };
}

/**
 * The satisfaction survey's words (`feedback.*`, `common.optional`, `common.close`,
 * `common.tryAgain`); needs `home` and `common` loaded.
 */
export function satisfactionSurveyLabelsOf(t: Translator['t']): SatisfactionSurveyLabels {
  return {
    title: t('feedback.title'),
    description: t('feedback.description'),
    ratingLegend: t('feedback.rating.legend'),
    ratings: [
      t('feedback.rating.1'),
      t('feedback.rating.2'),
      t('feedback.rating.3'),
      t('feedback.rating.4'),
      t('feedback.rating.5'),
    ],
    ratingRequired: t('feedback.rating.required'),
    comment: t('feedback.comment'),
    optional: t('common.optional'),
    submit: t('feedback.submit'),
    submitting: t('feedback.submitting'),
    thanksTitle: t('feedback.thanks.title'),
    thanksDescription: t('feedback.thanks.description'),
    done: t('common.done'),
    tryAgain: t('common.tryAgain'),
    errorTone: t('feedback.error'),
    close: t('common.close'),
  };
}

/** The assistant onboarding's words (`onboarding.*`, `common.close`); needs `home` and `common` loaded. */
export function assistantOnboardingLabelsOf(t: Translator['t']): AssistantOnboardingLabels {
  return {
    aiPowered: {
      title: t('onboarding.aiPowered.title'),
      description: t('onboarding.aiPowered.description'),
    },
    greeting: {
      title: t('onboarding.greeting.title'),
      description: t('onboarding.greeting.description'),
    },
    capabilities: { title: t('onboarding.capabilities.title') },
    capabilityCards: {
      payBills: t('onboarding.capabilities.payBills'),
      applyForServices: t('onboarding.capabilities.applyForServices'),
      findInformation: t('onboarding.capabilities.findInformation'),
    },
    start: { title: t('onboarding.start.title') },
    startOptions: {
      askAnything: t('onboarding.start.askAnything'),
      skipToDashboard: t('onboarding.start.skipToDashboard'),
      allServices: t('onboarding.start.allServices'),
    },
    progress: (current, total) => t('onboarding.progress', { current, total }),
    continue: t('onboarding.continue'),
    finish: t('onboarding.finish'),
    close: t('common.close'),
  };
}
