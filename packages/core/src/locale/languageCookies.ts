import { describeValue } from '../rules/internal/describeValue';

/**
 * The two language cookies of spec 001 §4 ("the current-language cookie and the preferred-language
 * cookie are switched"). Choice: the spec does not name them; these names are ours, and both hold a
 * BCP 47 tag (`ar-AE`). A CMS code (`ptBR`) written by an older page is still read correctly.
 */
export const LANGUAGE_COOKIE_NAMES = {
  /** The language the current pages are shown in. */
  current: 'portal_lang',
  /** The language the user chose last; outlives the session so a returning visitor keeps it. */
  preferred: 'portal_preferred_lang',
} as const;

/**
 * Reads one cookie from a `Cookie` header or `document.cookie` string. Values are URI-decoded; a
 * malformed escape leaves the raw value rather than throwing. Never throws: a header or name that is
 * not a string (no cookies at all, on a server) gives `undefined`.
 */
export function readCookie(cookies: string, name: string): string | undefined {
  if (typeof cookies !== 'string' || typeof name !== 'string') return undefined;
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    const raw = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

export interface LanguageCookieOptions {
  /** Lifetime of the preferred-language cookie. Choice: one year, as for other remembered settings. */
  readonly preferredMaxAgeSeconds?: number;
  /** Adds `Secure`; leave on except for plain-http local development. */
  readonly secure?: boolean;
}

/**
 * The two cookie strings that switch the language (spec 001 §4), for `document.cookie` or a
 * `Set-Cookie` header. The current-language cookie lives for the browser session; the preferred one
 * persists. `SameSite=Lax` so the sign-in redirect back to the portal still carries them.
 * Options that are not an object are ignored.
 * @throws {RangeError} when `locale` is not a BCP 47 language tag (which also keeps `;` and other
 *   cookie attributes out), or when `preferredMaxAgeSeconds` is not a whole number of seconds ≥ 0.
 */
export function languageCookies(
  locale: string,
  options: LanguageCookieOptions = {},
): [current: string, preferred: string] {
  if (typeof locale !== 'string' || !/^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/.test(locale)) {
    throw new RangeError(`languageCookies: ${describeValue(locale)} is not a BCP 47 language tag`);
  }
  const { secure, preferredMaxAgeSeconds } =
    typeof options === 'object' && options !== null ? options : {};
  const attributes = `Path=/; SameSite=Lax${secure === false ? '' : '; Secure'}`;
  const maxAge = preferredMaxAgeSeconds ?? 365 * 24 * 60 * 60;
  if (!Number.isSafeInteger(maxAge) || maxAge < 0) {
    throw new RangeError(
      `languageCookies: preferredMaxAgeSeconds must be a whole number of seconds; got ${describeValue(maxAge)}`,
    );
  }
  return [
    `${LANGUAGE_COOKIE_NAMES.current}=${locale}; ${attributes}`,
    `${LANGUAGE_COOKIE_NAMES.preferred}=${locale}; Max-Age=${maxAge}; ${attributes}`,
  ];
}
