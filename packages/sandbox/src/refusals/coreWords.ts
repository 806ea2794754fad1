import { createTranslator, loadCatalogue, type Namespace } from '@portal/core/i18n';
import type { Bilingual } from '../state/text';

/** The core catalogue namespaces the refusals borrow words from. */
const NAMESPACES: readonly Namespace[] = ['common', 'forms', 'session', 'utilities'];

const english = createTranslator({ locale: 'en', loader: loadCatalogue });
const arabic = createTranslator({ locale: 'ar-AE', loader: loadCatalogue });

let ready: Promise<void> | undefined;

/**
 * Loads the core catalogues the refusals use, once per process; the sandbox awaits it before its
 * first answer (a middleware in `createSandbox`), so {@link coreWords} can be read synchronously
 * inside any handler. Loading is a few dynamic imports of core's own JSON, no network.
 */
export function loadCoreWords(): Promise<void> {
  ready ??= Promise.all(
    NAMESPACES.flatMap((namespace) => [english.load(namespace), arabic.load(namespace)]),
  ).then(() => undefined);
  return ready;
}

/**
 * A refusal's words from core's catalogues, where core already says the thing (spec 000 §8's
 * "something.wentWrong", the form errors, the wrong PIN), so the sandbox and the app use the same
 * sentence. Reads the loaded catalogues; before {@link loadCoreWords} settles the translator gives
 * the key back, which the refusal tests would catch as an English word in an Arabic answer.
 */
export function coreWords(key: string, values?: Record<string, string | number>): Bilingual {
  return { en: english.t(key, values), ar: arabic.t(key, values) };
}
