import { loginPath } from '../routing/signInPaths';
import { safeUrl, type SafeUrlOptions } from '../security/safeUrl';

/**
 * How a service page starts its service (SCREENS.md S7.1):
 * - `online`: a link to where the service starts, checked by {@link safeUrl}; `leavesPortal` says
 *   whether it leads to another site (the page says so beside the link);
 * - `app`: offered only in the mobile app; the page opens the download-app popup (S4.6);
 * - `signIn`: the visitor signs in first and comes back to the service page (`href` is core's
 *   `loginPath` with the page as `redirectUrl`);
 * - `none`: nothing to start here (an information-only service, or no safe start link).
 */
export type ServiceStart =
  | { readonly kind: 'online'; readonly url: URL; readonly leavesPortal: boolean }
  | { readonly kind: 'app' }
  | { readonly kind: 'signIn'; readonly href: string }
  | { readonly kind: 'none' };

/** The service fields the decision reads (core's `PortalService` has them all). */
export interface ServiceStartFields {
  readonly StartUrl?: string | null | undefined;
  readonly OnlineService?: boolean | null | undefined;
  readonly MobileAppOnly?: boolean | null | undefined;
  readonly RequiresSignIn?: boolean | null | undefined;
}

export interface ServiceStartContext extends SafeUrlOptions {
  /** Whether a person is signed in (a visitor is asked to sign in before a sign-in-only service). */
  readonly signedIn: boolean;
  /** The service page's address (a path on the portal), where sign-in returns. */
  readonly returnTo: string;
}

/**
 * Decides the start action of a service page, in this order:
 * 1. offered only in the app (`MobileAppOnly`) → `app`, whoever reads the page (the app signs in
 *    on its own);
 * 2. no start link that {@link safeUrl} accepts, or `OnlineService: false` (an information page) →
 *    `none`: the portal never renders an unsafe link;
 * 3. `RequiresSignIn` and a visitor → `signIn`, returning to `returnTo`;
 * 4. otherwise `online`, with the checked URL (navigate to `url.href`, never to the raw text).
 *
 * Choices (the spec shows none of these fields): a sign-in-only service with nothing to start
 * asks no one to sign in (rule 2 before 3); another site's link must be https and on
 * `allowedOrigins` (safeUrl's rule: no external link until someone decided the site is trusted).
 * Never throws on data; throws a RangeError only for a misconfigured `origin` (safeUrl's).
 * @example serviceStartOf({ StartUrl: 'https://ded.example/start' }, { origin, allowedOrigins: ['https://ded.example'], signedIn: false, returnTo: '/en/services/ded/business/x' })
 * // { kind: 'online', url: URL('https://ded.example/start'), leavesPortal: true }
 */
export function serviceStartOf(
  service: ServiceStartFields,
  context: ServiceStartContext,
): ServiceStart {
  const options: SafeUrlOptions = {
    origin: context?.origin,
    ...(context?.allowedOrigins === undefined ? {} : { allowedOrigins: context.allowedOrigins }),
  };
  // Checked before the app-only answer, so a misconfigured origin is reported whatever the service says.
  const link = service?.StartUrl;
  const checked = typeof link === 'string' ? safeUrl(link, options) : undefined;
  if (service?.MobileAppOnly === true) return { kind: 'app' };
  if (!checked?.ok || service?.OnlineService === false) return { kind: 'none' };
  if (service?.RequiresSignIn === true && context?.signedIn !== true) {
    const returnTo = typeof context?.returnTo === 'string' ? context.returnTo : undefined;
    return { kind: 'signIn', href: loginPath(returnTo, options) };
  }
  const ownOrigin = new URL(`${options.origin}`).origin;
  return { kind: 'online', url: checked.url, leavesPortal: checked.url.origin !== ownOrigin };
}
