import { LANGUAGE_COOKIE_NAMES, readCookie } from './languageCookies';
import { describeValue } from '../rules/internal/describeValue';
import { matchLocale, parseAcceptLanguage } from './matchLocale';

/** Where a page's language can come from, strongest first (spec 001 §2, §4). */
export type LocaleSource =
  'path' | 'query' | 'currentCookie' | 'preferredCookie' | 'browser' | 'default';

/**
 * What the environment says about the wanted language. Every field is optional and injected, so the
 * same negotiation runs on the server (request URL, `Cookie` and `Accept-Language` headers) and in
 * the browser (`location`, `document.cookie`, `navigator.languages`).
 */
export interface LocaleSignals {
  /** URL path; its first segment is the language prefix (`/ar-AE/mylocker`). */
  readonly pathname?: string;
  /** URL query string or parsed params; its `lang` parameter (spec 001 §2). */
  readonly search?: string | URLSearchParams;
  /** A `Cookie` header or `document.cookie`. */
  readonly cookies?: string;
  /** `navigator.languages`, or an `Accept-Language` header. */
  readonly browserLanguages?: readonly string[] | string;
}

export interface NegotiatedLocale<T extends string> {
  readonly locale: T;
  /** Which signal decided, for logging and for deciding whether to write the cookies. */
  readonly source: LocaleSource;
}

// Signals come from the request or the browser at run time, whatever the types say: a field of the
// wrong type (a number for `cookies`, an object for `pathname`) is skipped like a missing one.
function* requestedLanguages(signals: LocaleSignals): Generator<[LocaleSource, string]> {
  const {
    pathname,
    search,
    cookies,
    browserLanguages: browser,
  } = typeof signals === 'object' && signals !== null ? signals : {};
  const prefix = typeof pathname === 'string' ? pathname.split('/')[1] : undefined;
  if (prefix) yield ['path', decodeSegment(prefix)];
  const params =
    typeof search === 'string'
      ? new URLSearchParams(search)
      : search instanceof URLSearchParams
        ? search
        : undefined;
  const lang = params?.get('lang');
  if (lang) yield ['query', lang];
  const current = readCookie(cookies as string, LANGUAGE_COOKIE_NAMES.current);
  if (current) yield ['currentCookie', current];
  const preferred = readCookie(cookies as string, LANGUAGE_COOKIE_NAMES.preferred);
  if (preferred) yield ['preferredCookie', preferred];
  const languages =
    typeof browser === 'string'
      ? parseAcceptLanguage(browser)
      : Array.isArray(browser)
        ? browser
        : [];
  for (const language of languages) {
    if (typeof language === 'string') yield ['browser', language];
  }
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Picks the page language (spec 001 §2, §4): the URL prefix, then the `lang` query, then the
 * current-language cookie, then the preferred-language cookie, then the browser's languages in their
 * order, then `fallback`. Each signal is matched to the closest supported locale (`ar` → `ar-AE`,
 * `pt` → `pt-BR`, `zh-TW` → `zh-Hant`); a signal that matches nothing is skipped, so a tampered
 * cookie or a non-language first path segment (`/mylocker`) never wins; so is a signal of the wrong
 * type, and `signals` that are not an object count as none.
 * @throws {RangeError} when `supported` is not a non-empty list of BCP 47 tags (a developer's mistake).
 */
export function negotiateLocale<T extends string>(
  signals: LocaleSignals,
  supported: readonly T[],
  fallback: T,
): NegotiatedLocale<T> {
  if (Array.isArray(supported) && supported.length === 0) {
    throw new RangeError('negotiateLocale: the list of supported locales is empty');
  }
  try {
    // Checks every entry at once, before any signal is read: a non-string entry or a malformed tag
    // throws here, so the mistake shows on the first call rather than on the first odd request.
    if (!Array.isArray(supported)) throw new TypeError('not an array');
    Intl.getCanonicalLocales(supported as string[]);
  } catch (error) {
    throw new RangeError(
      `negotiateLocale: supported must be a list of BCP 47 tags; got ${describeValue(supported)}`,
      {
        cause: error,
      },
    );
  }
  for (const [source, requested] of requestedLanguages(signals)) {
    const locale = matchLocale(requested, supported);
    if (locale) return { locale, source };
  }
  return { locale: fallback, source: 'default' };
}
