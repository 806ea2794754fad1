import type { Namespace, Translator } from '@portal/core/i18n';
import { use } from 'react';
import { usePageLocale } from '../routes/usePageLocale';
import { translatorFor } from './translatorFor';

const pending = new Map<string, Promise<void>>();

/**
 * The `t` of the page language for the given namespaces (`t('locker.title')`). The route's loader
 * normally loaded them already (`loadMessages`); otherwise the component suspends until they are in,
 * so a key never shows on screen.
 */
export function useMessages(...namespaces: Namespace[]): Translator['t'] {
  const translator = translatorFor(usePageLocale());
  const missing = namespaces.filter((namespace) => !translator.isLoaded(namespace));
  if (missing.length > 0) {
    const key = `${translator.locale}:${missing.join(',')}`;
    let promise = pending.get(key);
    if (!promise) {
      promise = translator.load(...missing).finally(() => pending.delete(key));
      pending.set(key, promise);
    }
    use(promise);
  }
  return translator.t;
}
