/** Name of the cookie that hides the top banner (spec 001 §2). */
export const TOP_BANNER_HIDE_COOKIE = 'hide';

/**
 * Whether the home page loads the top banner (spec 001 §2: only when the cookie `hide` is absent).
 * Any value, even empty, counts as present: the user dismissed it.
 */
export function showsTopBanner(cookieHeader: string): boolean {
  return readCookie(cookieHeader, TOP_BANNER_HIDE_COOKIE) === undefined;
}

/**
 * Name of the privacy cookie.
 * Choice (the name is not shown): `privacyAccepted`; change it here if the server sets another name.
 */
export const PRIVACY_COOKIE = 'privacyAccepted';

/** Whether the cookie privacy notice shows (spec 001 §2, §9: until the privacy cookie is `1`). */
export function showsPrivacyNotice(cookieHeader: string): boolean {
  return readCookie(cookieHeader, PRIVACY_COOKIE) !== '1';
}

/**
 * Reads one cookie from a `Cookie` header or `document.cookie` string; `undefined` when absent.
 * Values are percent-decoded when they can be; a malformed encoding is returned as is.
 */
export function readCookie(cookieHeader: string, name: string): string | undefined {
  if (typeof cookieHeader !== 'string') return undefined;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    const key = (separator === -1 ? part : part.slice(0, separator)).trim();
    if (key !== name) continue;
    const value = separator === -1 ? '' : part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}
