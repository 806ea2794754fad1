import {
  loginPath,
  negotiatePortalLocale,
  safeUrl,
  smartpassPath,
  type PortalLocale,
} from '@portal/core';
import { noteSessionHintChange, readSessionState, writeSessionHint } from './sessionHint';

/** The parts of `window.location` sign-in reads and drives; tests pass a fake. */
export interface SignInLocation {
  readonly origin: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  replace(url: string): void;
}

/**
 * `/login?redirectUrl=<this page>` (spec 001 §2), through core's checked `loginPath`: the page the
 * person is on comes back after sign-in.
 */
export function signInHref(location: Omit<SignInLocation, 'replace'>): string {
  return loginPath(`${location.pathname}${location.search}${location.hash}`, {
    origin: location.origin,
  });
}

/**
 * Where `/login` sends the browser: the server's smartpass sign-in (`demo-login` on a local host),
 * returning to `redirectUrl` when core's `safeUrl` accepts it, else to the home page of the
 * negotiated language. A missing or unsafe target never reaches the server (which would refuse it).
 */
export function smartpassSignInHref(
  redirectUrl: string | undefined,
  origin: string,
  fallbackLocale: PortalLocale,
): string {
  const target =
    redirectUrl !== undefined && safeUrl(redirectUrl, { origin }).ok
      ? redirectUrl
      : `/${fallbackLocale}/`;
  return smartpassPath('login', target, { origin });
}

/** The negotiated locale of a browser without a language prefix (cookies, then its languages). */
export function browserLocale(): PortalLocale {
  return negotiatePortalLocale({
    cookies: document.cookie,
    browserLanguages: navigator.languages,
  }).locale;
}

let leaving = false;

/**
 * Hands over to sign-in, replacing the page with the smartpass address, so Back does not return to
 * the redirect. Once per page. The server sets its session hint when the sign-in succeeds; the page
 * writes none of its own.
 */
export function leaveForSignIn(href: string, location: Pick<SignInLocation, 'replace'>): void {
  if (leaving) return;
  leaving = true;
  location.replace(href);
}

/**
 * A 401 from a call that needs a session. A locked Stay Signed-In session answers 401 too, and its
 * answer leaves the server's hint at `locked`: then the person stays on this page, whose personal
 * content gives way to the unlock flow (`PersonalPage`), and comes back to it unlocked. Otherwise the
 * session is over (or never was): sign-in, with this page as the way back, once however many calls
 * failed. The hint is cleared first, so a person who then cancels sign-in comes back as a visitor.
 */
export function sendToSignIn(location: SignInLocation = window.location, cookies?: string): void {
  if (leaving) return;
  if (readSessionState(cookies) === 'locked') {
    noteSessionHintChange();
    return;
  }
  leaving = true;
  writeSessionHint(false);
  location.replace(signInHref(location));
}
