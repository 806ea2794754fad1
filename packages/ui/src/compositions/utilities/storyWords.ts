/**
 * Stories only: the page's words from core's catalogues for the story's locale, as the app's
 * `useMessages('utilities', 'common', 'forms')` gives them.
 */
import type { PortalLocale } from '@portal/core';
import { createTranslator, loadCatalogue } from '@portal/core/i18n';
import type { UtilityWords } from './views/words';

export async function loadUtilityWords(locale: PortalLocale): Promise<UtilityWords> {
  const i18n = createTranslator({ locale, loader: loadCatalogue });
  await i18n.load('utilities', 'common', 'forms');
  return i18n.t;
}
