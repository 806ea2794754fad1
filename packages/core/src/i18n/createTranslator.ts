import { matchLocale } from '../locale/matchLocale';
import { describeValue } from '../rules/internal/describeValue';
import { formatMessage } from './formatMessage';
import type { Catalogue, MessageValues } from './message';
import {
  CATALOGUE_LOCALES,
  NAMESPACES,
  SOURCE_LOCALE,
  namespaceOf,
  type Namespace,
} from './namespaces';
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

function assertNamespace(namespace: unknown, caller: string): asserts namespace is Namespace {
  if (!NAMESPACES.includes(namespace as Namespace)) {
    throw new RangeError(
      `${caller}: Unknown i18n namespace ${describeValue(namespace)}; use one of ${NAMESPACES.join(', ')}`,
    );
  }
}

/**
 * The locale a namespace is read in for a requested locale: the closest shipped one, else English
 * (also for a locale that is not a tag, or not a string).
 * @throws {RangeError} naming the namespace when it is not one of {@link NAMESPACES}.
 */
export function catalogueLocaleOf(locale: string, namespace: Namespace): string {
  assertNamespace(namespace, 'catalogueLocaleOf');
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
 *
 * The translator never throws on data: `t` with a key that is not a string reports it as an unknown
 * key and gives `''`, and values that are not an object count as none. It reports the caller's
 * mistakes as RangeErrors naming the function: here, options without a string `locale` and a
 * `loader` function, and in `load` an unknown namespace. A loader that resolves to no catalogue makes
 * that namespace's keys read as missing (and reported). An
 * `onMissing` that is not a function counts as none (the default report is used), and a
 * `numberingSystem` Intl refuses makes `t` throw the Error of {@link formatMessage}.
 */
export function createTranslator(options: TranslatorOptions): Translator {
  // Options may be missing at run time (`?? {}`); a primitive destructures to nothing.
  const { locale, loader, onMissing, numberingSystem } = (options ??
    {}) as Partial<TranslatorOptions>;
  if (typeof locale !== 'string' || typeof loader !== 'function') {
    throw new RangeError('createTranslator: options need a string locale and a loader function');
  }
  const report = typeof onMissing === 'function' ? onMissing : reportMissingMessage;
  const loaded = new Map<Namespace, LoadedNamespace>();
  const pending = new Map<Namespace, Promise<void>>();

  // Called only from the async `load`, which turns this function's throw into a rejection.
  const loadOne = (namespace: Namespace): Promise<void> => {
    assertNamespace(namespace, 'translator.load');
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
  };

  const miss = (key: string, reason: MissingMessage['reason']): string => {
    report({ key, locale, reason });
    return key;
  };

  return {
    locale,
    load: async (...namespaces) => {
      await Promise.all(namespaces.map(loadOne));
    },
    isLoaded: (namespace) => loaded.has(namespace),
    t(key, values) {
      if (typeof key !== 'string') {
        miss(describeValue(key), 'unknown-key');
        return '';
      }
      const namespace = namespaceOf(key);
      if (!namespace) return miss(key, 'unknown-key');
      const catalogue = loaded.get(namespace);
      if (!catalogue) return miss(key, 'not-loaded');
      // A loader is the caller's code and may resolve to nothing; its keys then read as missing
      // (and are reported) instead of crashing every later call.
      const own = (catalogue.messages as Catalogue | undefined)?.[key];
      if (own !== undefined)
        return formatMessage(catalogue.locale, key, own, values, numberingSystem);
      const english = (catalogue.english as Catalogue | undefined)?.[key];
      if (english === undefined) return miss(key, 'missing-in-english');
      report({ key, locale, reason: 'missing' });
      return formatMessage(SOURCE_LOCALE, key, english, values, numberingSystem);
    },
  };
}
