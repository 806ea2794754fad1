/**
 * Stories only: the community's writing pages' words from core's catalogues for the story's locale,
 * as the app's `useMessages('community', 'forms', 'common')` gives them.
 */
import type { PortalLocale } from '@portal/core';
import { createTranslator, loadCatalogue } from '@portal/core/i18n';
import type { IdeaWritingWords } from './views/ideaSubmitForm';

export async function loadIdeaWritingWords(locale: PortalLocale): Promise<IdeaWritingWords> {
  const i18n = createTranslator({ locale, loader: loadCatalogue });
  await i18n.load('community', 'forms', 'common');
  return i18n.t;
}
