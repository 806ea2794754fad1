import { LANGUAGE_COOKIE_NAMES, readCookie } from './languageCookies';
import { matchLocale, parseAcceptLanguage } from './matchLocale';

/** Where a page's language can come from, strongest first (spec 001 §2, §4). */
export type LocaleSource = 'path' | 'query' | 'currentCookie' | 'preferredCookie' | 'browser' | 'default';

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

function* requestedLanguages(signals: LocaleSignals): Generator<[LocaleSource, string]> {
  const prefix = signals.pathname?.split('/')[1];
  if (prefix) yield ['path', decodeSegment(prefix)];
  if (signals.search !== undefined) {
    const params = typeof signals.search === 'string' ? new URLSearchParams(signals.search) : signals.search;
    const lang = params.get('lang');
    if (lang) yield ['query', lang];
  }
  if (signals.cookies) {
    const current = readCookie(signals.cookies, LANGUAGE_COOKIE_NAMES.current);
    if (current) yield ['currentCookie', current];
    const preferred = readCookie(signals.cookies, LANGUAGE_COOKIE_NAMES.preferred);
    if (preferred) yield ['preferredCookie', preferred];
  }
  const browser = signals.browserLanguages;
  if (browser !== undefined) {
    for (const language of typeof browser === 'string' ? parseAcceptLanguage(browser) : browser) {
      yield ['browser', language];
    }
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
 * cookie or a non-language first path segment (`/mylocker`) never wins.
 */
export function negotiateLocale<T extends string>(
  signals: LocaleSignals,
  supported: readonly T[],
  fallback: T,
): NegotiatedLocale<T> {
  if (supported.length === 0) throw new RangeError('negotiateLocale: the list of supported locales is empty');
  for (const [source, requested] of requestedLanguages(signals)) {
    const locale = matchLocale(requested, supported);
    if (locale) return { locale, source };
  }
  return { locale: fallback, source: 'default' };
}
