import { createTranslator, loadCatalogue, type Translator } from '@portal/core/i18n';
import type { PortalLocale } from '@portal/core';
import { use } from 'react';
import { SETTLED } from '../../platform/i18n/settledPromise';
import { useDialogLanguage, type DialogLanguage } from './dialogLanguage';

const translators = new Map<string, { translator: Translator; ready: Promise<void> }>();

function translatorOf(tag: string) {
  let entry = translators.get(tag);
  if (!entry) {
    const translator = createTranslator({ locale: tag, loader: loadCatalogue });
    entry = { translator, ready: translator.load('session') };
    translators.set(tag, entry);
  }
  return entry;
}

/** The session dialogs' words and their language. */
export interface SessionWords {
  readonly t: Translator['t'];
  readonly language: DialogLanguage;
}

/**
 * The `t` of the session catalogue in the dialogs' language (57 locales, spec 001 §1). Suspends
 * until that catalogue is in, so a dialog never shows a key; mount it under a `Suspense`.
 */
export function useSessionWords(locale: PortalLocale): SessionWords {
  const language = useDialogLanguage(locale);
  const { translator, ready } = translatorOf(language.tag);
  // Called on every render, loaded or not: see `useMessages`.
  use(translator.isLoaded('session') ? SETTLED : ready);
  return { t: translator.t, language };
}
