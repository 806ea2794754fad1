import { negotiateLocale, type LocaleSignals, type NegotiatedLocale } from './negotiateLocale';

/**
 * The interface locales the portal's pages are served in, as their URL prefixes
 * (spec 001 §2: language prefix values are `en` or `ar-AE`).
 */
export const PORTAL_LOCALES = ['en', 'ar-AE'] as const;
export type PortalLocale = (typeof PORTAL_LOCALES)[number];

export const DEFAULT_PORTAL_LOCALE: PortalLocale = 'en';

/** Writing direction of a locale. */
export type TextDirection = 'ltr' | 'rtl';

const RTL_LANGUAGES = new Set(['ar', 'fa', 'ps', 'ur', 'he', 'yi', 'ckb', 'dv', 'sd', 'ug']);

/**
 * `rtl` for right-to-left scripts (Arabic, Persian, Pashto, Urdu, Hebrew…), else `ltr`. Never throws:
 * a value that is not a string (a missing cookie, a number from storage) reads as `ltr`, the
 * direction of the portal's default English.
 */
export function directionOf(locale: string): TextDirection {
  if (typeof locale !== 'string') return 'ltr';
  const language = locale.split(/[-_]/)[0]?.toLowerCase() ?? '';
  return RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
}

/**
 * Reads the locale prefix of a path (`/ar-AE/mylocker` → `ar-AE`), case-insensitively; `undefined`
 * when there is none, including for a value that is not a string. Never throws.
 */
export function localeFromPathname(pathname: string): PortalLocale | undefined {
  if (typeof pathname !== 'string') return undefined;
  const first = pathname.split('/')[1]?.toLowerCase();
  return PORTAL_LOCALES.find((locale) => locale.toLowerCase() === first);
}

/** The language sent to the backend for a portal locale (`ar-AE` → `ar`). */
export function apiLanguageOf(locale: PortalLocale): 'en' | 'ar' {
  return locale === 'ar-AE' ? 'ar' : 'en';
}

/**
 * `lang` and `dir` for `<html>` (WCAG 3.1.1 and correct mirroring). Never throws: a value that is
 * not a non-empty string gives the default portal locale's attributes (`en`, `ltr`), so the page
 * never declares `lang="undefined"`.
 */
export function documentAttributesOf(locale: string): { lang: string; dir: TextDirection } {
  const lang = typeof locale === 'string' && locale.trim() !== '' ? locale : DEFAULT_PORTAL_LOCALE;
  return { lang, dir: directionOf(lang) };
}

/**
 * The page locale for a request or a page load (spec 001 §2, §4): URL prefix, `lang` query, the two
 * language cookies, the browser, then English. Any Arabic (`ar`, `ar-SA`) reads as `ar-AE`.
 * Never throws: signals that are missing or malformed (not an object, a field of the wrong type)
 * are skipped, as {@link negotiateLocale} describes.
 */
export function negotiatePortalLocale(signals: LocaleSignals): NegotiatedLocale<PortalLocale> {
  return negotiateLocale(signals, PORTAL_LOCALES, DEFAULT_PORTAL_LOCALE);
}
