import { localeFromPathname, type PortalLocale } from '../../locale/portalLocale';
import { localePrefix } from './localePrefix';

/**
 * The same page in another language (spec 001 §2: the prefix is `en` or `ar-AE`): the locale prefix of
 * `pathname` is replaced (`/en/mylocker` → `/ar-AE/mylocker`), or added when the path has none. Query
 * and hash are the caller's to keep. A value that is not a path gives the other language's home.
 * @throws {RangeError} when `locale` is not a portal locale.
 */
export function switchLocalePath(pathname: string, locale: PortalLocale): string {
  const prefix = localePrefix(locale, 'switchLocalePath');
  if (typeof pathname !== 'string' || !pathname.startsWith('/')) return `${prefix}/`;
  const rest = localeFromPathname(pathname) ? pathname.replace(/^\/[^/]*/, '') : pathname;
  return `${prefix}${rest === '' ? '/' : rest}`;
}
