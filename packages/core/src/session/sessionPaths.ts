import { PORTAL_LOCALES, type PortalLocale } from '../locale/portalLocale';

/** Query parameter that opens the unlock flow on the settings page (spec 001 §2). */
export const LOCK_QUERY_PARAMETER = 'lock';

function assertPortalLocale(locale: PortalLocale): void {
  // The type already says so; this guards plain-JS callers so a path is never built from junk.
  if (!PORTAL_LOCALES.includes(locale)) {
    throw new TypeError(
      `locale must be one of ${PORTAL_LOCALES.join(', ')}; got ${JSON.stringify(locale)}`,
    );
  }
}

/** The settings page, where closing the unlock dialog returns to (spec 001 §4): `/{lang}/my-data/settings`. */
export function settingsPath(locale: PortalLocale): string {
  assertPortalLocale(locale);
  return `/${locale}/my-data/settings`;
}

/**
 * Where a successful lock goes (spec 001 §4): `/{lang}/my-data/settings?lock=true`. Built from the
 * locale only, never from a server answer, so a tampered response cannot redirect the user away.
 */
export function lockedSettingsPath(locale: PortalLocale): string {
  return `${settingsPath(locale)}?${LOCK_QUERY_PARAMETER}=true`;
}

const BASE_FOR_RELATIVE = 'https://portal.invalid';

/**
 * `url` without its `lock` query parameter (spec 001 §4: after a successful unlock the lock parameter
 * is removed). Keeps every other parameter and the fragment; a root-relative input stays root-relative.
 */
export function withoutLockParameter(url: string): string {
  const absolute = /^[a-z][a-z\d+.-]*:/i.test(url);
  const parsed = new URL(url, BASE_FOR_RELATIVE);
  parsed.searchParams.delete(LOCK_QUERY_PARAMETER);
  return absolute ? parsed.href : `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/**
 * Where a session that ended elsewhere goes (spec 001 §2 `/login` with `redirectUrl`; issue G §2: a 401
 * on the lock call means signed out): `/login?redirectUrl=<this page>`. Only the path, query and
 * fragment of `currentUrl` are kept, with one leading slash, so the redirect can only lead back into
 * the portal.
 */
export function signInPath(currentUrl: string): string {
  const { pathname, search, hash } = new URL(currentUrl, BASE_FOR_RELATIVE);
  const back = `/${pathname.replace(/^\/+/, '')}${search}${hash}`;
  return `/login?redirectUrl=${encodeURIComponent(back)}`;
}
