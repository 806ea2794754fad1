/**
 * View model of `LanguageDialog`: its words from core's catalogues.
 */
import type { PortalLocale } from '@portal/core';
import type { LanguageEntry } from '@portal/core/api/portal';
import { interfaceLocaleOf, type Translator } from '@portal/core/i18n';
import type {
  LanguageDialogLabels,
  LanguageDialogOption,
  LanguageDialogOutcome,
} from '../LanguageDialog/LanguageDialog';

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

/**
 * What the dialog says after a person picks a language other than the page's, in the page's
 * language (`home.languages.*`): `language` is that language's name in the page's language. With
 * `samples` (the interface texts the portal now shows in it, as they read there, in its own `lang`
 * and `dir`): what changed, that right-to-left texts read so, and what stays. Without: that nothing
 * changes, the portal having no texts in it.
 */
export function languageChoiceOutcomeOf(
  t: Translator['t'],
  language: string,
  samples?: {
    readonly texts: readonly string[];
    readonly lang: string;
    readonly dir: 'ltr' | 'rtl';
  },
): LanguageDialogOutcome {
  if (samples === undefined) return { sentences: [t('home.languages.none', { language })] };
  return {
    sentences: [
      t('home.languages.partial', { language }),
      ...(samples.dir === 'rtl' ? [t('home.languages.rightToLeft')] : []),
      t('home.languages.kept'),
    ],
    samples: { heading: t('home.languages.samples', { language }), ...samples },
  };
}

/**
 * A language of the list as the dialog shows it: its own name in its own language (`lang` the
 * interface locale core knows it by, else the list's code) and direction, and its name in the
 * page's language beside it.
 */
export function languageOptionOf(entry: LanguageEntry, locale: PortalLocale): LanguageDialogOption {
  const pageName = locale === 'ar-AE' ? entry.ar : entry.en;
  return {
    code: entry.iso,
    nativeName: entry.native_name ?? pageName ?? entry.name ?? entry.iso,
    lang: interfaceLocaleOf(entry.iso) ?? entry.iso,
    dir: entry.direction,
    pageName: pageName ?? undefined,
  };
}
