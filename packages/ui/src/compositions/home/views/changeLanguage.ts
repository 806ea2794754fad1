/**
 * View model of `ChangeLanguageDialog`: its words from core's catalogues.
 */
import type { PortalLocale } from '@portal/core';
import type { Translator } from '@portal/core/i18n';
import type { ChangeLanguageDialogLabels } from '../ChangeLanguageDialog/ChangeLanguageDialog';

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
