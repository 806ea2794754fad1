/**
 * Stories only: the information pages' words from core's catalogues for the story's locale, as the
 * app's `useMessages('services', 'common')` gives them.
 */
import type { PortalLocale } from '@portal/core';
import { createTranslator, loadCatalogue } from '@portal/core/i18n';
import type { InformationWords } from './views/informationPage';

export async function loadInformationWords(locale: PortalLocale): Promise<InformationWords> {
  const i18n = createTranslator({ locale, loader: loadCatalogue });
  await i18n.load('services', 'common');
  return i18n.t;
}
