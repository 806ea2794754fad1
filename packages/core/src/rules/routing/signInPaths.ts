import { safeUrl, type SafeUrlOptions } from '../security/safeUrl';
import { withQuery } from './pathSegment';
import { describeValue } from '../internal/describeValue';

/** Digital-identity provider sent to the sign-in redirects (spec 001 §2). */
export const SIGN_IN_PROVIDER = 'uaepass';

/** The redirect target when it passes {@link safeUrl}, as a same-origin path or full URL. */
function checkedRedirect(
  redirectUrl: string | undefined,
  urlOptions: SafeUrlOptions,
): string | undefined {
  if (redirectUrl === undefined) return undefined;
  const checked = safeUrl(redirectUrl, urlOptions);
  if (!checked.ok) return undefined;
  const { url } = checked;
  // The bare path is safe to hand on: safeUrl accepts no path that dot segments or another
  // percent-decoding pass turn into `//host`, `/\host` or a dropped control character.
  return url.origin === new URL(`${urlOptions.origin}`).origin
    ? `${url.pathname}${url.search}${url.hash}`
    : url.href;
}

/**
 * `/login?redirectUrl=…` (spec 001 §2). The redirect goes through {@link safeUrl}; an unsafe one is
 * dropped, so sign-in lands on the default page instead of an attacker's (open-redirect guard).
 * A same-origin target is written as a path, keeping the link valid across hosts.
 */
export function loginPath(redirectUrl: string | undefined, urlOptions: SafeUrlOptions): string {
  return withQuery('/login', { redirectUrl: checkedRedirect(redirectUrl, urlOptions) });
}

/** Whether the portal runs on a developer's machine, where the demo sign-in endpoints apply. */
export function isLocalHost(origin: string): boolean {
  if (typeof origin !== 'string') return false;
  try {
    const { hostname } = new URL(origin);
    return (
      hostname === 'localhost' ||
      hostname === '127.0.0.1' ||
      hostname === '[::1]' ||
      hostname.endsWith('.localhost')
    );
  } catch {
    return false;
  }
}

/**
 * The server redirect that signs in or out (spec 001 §2, §7):
 * `/api/smartpass/login|logout?provider=uaepass&redirectUrl=…`, or `demo-login` / `demo-logout` on a
 * local host. The redirect is checked with {@link safeUrl} and dropped when unsafe.
 */
export function smartpassPath(
  action: 'login' | 'logout',
  redirectUrl: string | undefined,
  urlOptions: SafeUrlOptions,
): string {
  if (action !== 'login' && action !== 'logout') {
    throw new RangeError(
      `smartpassPath: action must be "login" or "logout"; got ${describeValue(action)}`,
    );
  }
  const endpoint = isLocalHost(urlOptions?.origin) ? `demo-${action}` : action;
  return withQuery(`/api/smartpass/${endpoint}`, {
    provider: SIGN_IN_PROVIDER,
    redirectUrl: checkedRedirect(redirectUrl, urlOptions),
  });
}
