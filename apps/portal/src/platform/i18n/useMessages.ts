import type { Namespace, Translator } from '@portal/core/i18n';
import { use } from 'react';
import { usePageLocale } from '../locale/usePageLocale';
import { SETTLED } from './settledPromise';
import { translatorFor } from './translatorFor';

const pending = new Map<string, Promise<void>>();

/**
 * The `t` of the page language for the given namespaces (`t('locker.title')`). The route's loader
 * normally loaded them already (`loadMessages`); otherwise the component suspends until they are in,
 * so a key never shows on screen.
 *
 * `use` is called on every render, loaded or not. A component that suspended on its first render is
 * replayed when the promise settles, and React switches a replay back to its "mount" hooks only from
 * inside `use`: a replay that skipped `use` (the words are in by then) ran the component's later
 * hooks as updates of hooks that never mounted, and React threw error #467 ("Update hook called on
 * initial render"), recovering by rendering the whole page again (#520).
 */
export function useMessages(...namespaces: Namespace[]): Translator['t'] {
  const translator = translatorFor(usePageLocale());
  const missing = namespaces.filter((namespace) => !translator.isLoaded(namespace));
  use(missing.length === 0 ? SETTLED : loadingOf(translator, missing));
  return translator.t;
}

/** One load per language and set of namespaces at a time, shared by every component that waits. */
function loadingOf(translator: Translator, missing: readonly Namespace[]): Promise<void> {
  const key = `${translator.locale}:${missing.join(',')}`;
  let promise = pending.get(key);
  if (!promise) {
    promise = translator.load(...missing).finally(() => pending.delete(key));
    pending.set(key, promise);
  }
  return promise;
}
