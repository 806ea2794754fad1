import type { PortalClient } from '../../client/createPortalClient';
import { safeUrl } from '../../rules/security/safeUrl';

/** Identity provider of sign-in and sign-out (spec 001 §2: provider=uaepass). */
export const SMARTPASS_PROVIDER = 'uaepass';

export interface SmartpassUrlInput {
  readonly action: 'login' | 'logout';
  /** Where to return after the round trip; checked with `safeUrl`. */
  readonly redirectUrl: string;
  /** The portal's own origin, e.g. `https://www.portal.example` (relative redirects resolve against it). */
  readonly origin: string;
  /** Other origins a redirect may lead to (see `safeUrl`). */
  readonly allowedOrigins?: readonly string[];
  /** Use the demo endpoints; honoured only on a local host (spec 001 §2). */
  readonly demo?: boolean;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The address to send the browser to for sign-in or sign-out (spec 001 §2, §7: GET /api/smartpass/login
 * or demo-login, /api/smartpass/logout or demo-logout, with provider=uaepass and redirectUrl). This is a
 * navigation, not a fetch: the server answers with redirects, so there is no call definition to parse.
 *
 * Security: `redirectUrl` passes the `safeUrl` rule first. Choice: an unsafe redirect (another origin,
 * `javascript:`, `//evil`) is replaced by the portal's home page and reported to `onError`, rather than
 * blocking sign-in. The demo endpoints are used only when the portal runs on a local host, so a
 * production build can never sign in through them.
 * @throws {RangeError} when `origin` itself is not an http(s) origin (a configuration error).
 */
export function smartpassUrl(client: PortalClient, input: SmartpassUrlInput): string {
  const checked = safeUrl(input.redirectUrl, {
    origin: input.origin,
    allowedOrigins: input.allowedOrigins ?? [],
  });
  const origin = new URL(input.origin);
  let redirect = `${origin.origin}/`;
  if (checked.ok) {
    redirect = checked.url.href;
  } else {
    client.fail({
      kind: 'invalid-request',
      call: 'portal.smartpass',
      issues: [`redirectUrl: refused (${checked.reason})`],
    });
  }
  const demo = input.demo === true && LOCAL_HOSTS.has(origin.hostname);
  const endpoint = demo ? `demo-${input.action}` : input.action;
  const query = new URLSearchParams({ provider: SMARTPASS_PROVIDER, redirectUrl: redirect });
  return `${client.options.baseUrl.replace(/\/+$/, '')}/api/smartpass/${endpoint}?${query.toString()}`;
}
