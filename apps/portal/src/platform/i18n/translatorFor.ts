import type { PortalLocale } from '@portal/core';
import {
  createTranslator,
  loadCatalogue,
  type Namespace,
  type Translator,
} from '@portal/core/i18n';

const translators = new Map<PortalLocale, Translator>();

/**
 * The message translator of a page language, one per language for the whole app, so a catalogue
 * namespace is fetched once and every screen reads the same loaded copy.
 */
export function translatorFor(locale: PortalLocale): Translator {
  let translator = translators.get(locale);
  if (!translator) {
    translator = createTranslator({ locale, loader: loadCatalogue });
    translators.set(locale, translator);
  }
  return translator;
}

/**
 * Loads the catalogue namespaces a page needs. Call it from the route's `loader`, so the router
 * waits for the words (also when prerendering) and the page never renders raw keys.
 * @example
 * loader: ({ params }) => loadMessages(params.locale, 'locker')
 */
export function loadMessages(locale: PortalLocale, ...namespaces: Namespace[]): Promise<void> {
  return translatorFor(locale).load(...namespaces);
}
