import { matchLocale } from '../locale/matchLocale';
import { formatMessage } from './formatMessage';
import type { Catalogue, MessageValues } from './message';
import { CATALOGUE_LOCALES, NAMESPACES, SOURCE_LOCALE, namespaceOf, type Namespace } from './namespaces';
import { reportMissingMessage, type MissingMessage } from './reportMissingMessage';

/** Fetches one catalogue; {@link loadCatalogue} is the package's own, code-split per file. */
export type CatalogueLoader = (locale: string, namespace: Namespace) => Promise<Catalogue>;

export interface TranslatorOptions {
  /** BCP 47 tag of the reader's language; each namespace uses its closest shipped locale. */
  readonly locale: string;
  readonly loader: CatalogueLoader;
  /** Called for every fallback; defaults to {@link reportMissingMessage} (warns in development). */
  readonly onMissing?: (missing: MissingMessage) => void;
  /** Digits of interpolated numbers. Default `latn`, the portal's published style. */
  readonly numberingSystem?: string;
}

export interface Translator {
  /** The requested locale. */
  readonly locale: string;
  /** Loads namespaces (with their English fallback); resolves when `t` can use them. */
  load(...namespaces: Namespace[]): Promise<void>;
  /** Whether a namespace is loaded. */
  isLoaded(namespace: Namespace): boolean;
  /**
   * The formatted message of `key`. Falls back to English when the locale lacks it, and to the key
   * itself when nothing has it; each fallback is reported through `onMissing`.
   */
  t(key: string, values?: MessageValues): string;
}

interface LoadedNamespace {
  readonly locale: string;
  readonly messages: Catalogue;
  readonly english: Catalogue;
}

/** The locale a namespace is read in for a requested locale: the closest shipped one, else English. */
export function catalogueLocaleOf(locale: string, namespace: Namespace): string {
  return matchLocale(locale, CATALOGUE_LOCALES[namespace]) ?? SOURCE_LOCALE;
}

/**
 * A message translator for one locale (issue 7). Catalogues load on demand per namespace; `t` is
 * synchronous once they are in, so components render without waiting.
 *
 * @example
 * const i18n = createTranslator({ locale: 'ar-AE', loader: loadCatalogue });
 * await i18n.load('session');
 * i18n.t('unlocksession.setupPinModal.pinError', { remainingAttempts: 1 });
 */
export function createTranslator(options: TranslatorOptions): Translator {
  const { locale, loader, onMissing = reportMissingMessage, numberingSystem } = options;
  const loaded = new Map<Namespace, LoadedNamespace>();
  const pending = new Map<Namespace, Promise<void>>();

  function loadOne(namespace: Namespace): Promise<void> {
    if (!NAMESPACES.includes(namespace)) {
      return Promise.reject(new RangeError(`Unknown i18n namespace "${String(namespace)}"; use one of ${NAMESPACES.join(', ')}`));
    }
    if (loaded.has(namespace)) return Promise.resolve();
    let promise = pending.get(namespace);
    if (!promise) {
      const target = catalogueLocaleOf(locale, namespace);
      promise = Promise.all([
        loader(target, namespace),
        target === SOURCE_LOCALE ? undefined : loader(SOURCE_LOCALE, namespace),
      ])
        .then(([messages, english]) => {
          loaded.set(namespace, { locale: target, messages, english: english ?? messages });
        })
        .finally(() => pending.delete(namespace));
      pending.set(namespace, promise);
    }
    return promise;
  }

  function miss(key: string, reason: MissingMessage['reason']): string {
    onMissing({ key, locale, reason });
    return key;
  }

  return {
    locale,
    load: async (...namespaces) => {
      await Promise.all(namespaces.map(loadOne));
    },
    isLoaded: (namespace) => loaded.has(namespace),
    t(key, values) {
      const namespace = namespaceOf(key);
      if (!namespace) return miss(key, 'unknown-key');
      const catalogue = loaded.get(namespace);
      if (!catalogue) return miss(key, 'not-loaded');
      const own = catalogue.messages[key];
      if (own !== undefined) return formatMessage(catalogue.locale, key, own, values, numberingSystem);
      const english = catalogue.english[key];
      if (english === undefined) return miss(key, 'missing-in-english');
      onMissing({ key, locale, reason: 'missing' });
      return formatMessage(SOURCE_LOCALE, key, english, values, numberingSystem);
    },
  };
}
