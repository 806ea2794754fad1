import { localeFromPathname, type PortalLocale } from '../../locale/portalLocale';

/**
 * The same page in another language (spec 001 §2: the prefix is `en` or `ar-AE`): the locale prefix of
 * `pathname` is replaced (`/en/mylocker` → `/ar-AE/mylocker`), or added when the path has none. Query
 * and hash are the caller's to keep. Never throws: a value that is not a path gives the other
 * language's home.
 */
export function switchLocalePath(pathname: string, locale: PortalLocale): string {
  if (typeof pathname !== 'string' || !pathname.startsWith('/')) return `/${locale}/`;
  const rest = localeFromPathname(pathname) ? pathname.replace(/^\/[^/]*/, '') : pathname;
  return `/${locale}${rest === '' ? '/' : rest}`;
}
