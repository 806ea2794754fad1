import { smartpassPath, type PortalLocale } from '@portal/core';
import { lockSession, reportSessionActivity } from '@portal/core/api/common';
import { createIdleLock, signInPath, type IdleLock } from '@portal/core/session';
import { sessionClientFor } from './sessionClient';
import { idleExpiryOf, sessionStateFor } from './sessionState';

const byLocale = new Map<PortalLocale, IdleLock>();

/**
 * The page's idle lock (core's `createIdleLock`), one per page language and page load: its phases
 * `locked` and `signedOut` are final, and both leave the page, so the next page makes a new one.
 * Activity, timers, storage and the cross-tab channel are core's browser defaults; nothing is
 * attached until the first subscriber (`useIdleLock`).
 *
 * The server has the last word (issue O items 2 and 10): the page reports activity to it (at most
 * once a minute), and the end of the idle period locks a Stay Signed-In session but signs a normal
 * one out, through the server's sign-out and back to this page after signing in again. Which kind
 * the session is comes from the 15-second state refresh (`sessionStateFor`).
 */
export function idleLockFor(locale: PortalLocale): IdleLock {
  let lock = byLocale.get(locale);
  if (!lock) {
    lock = createIdleLock({
      locale,
      lock: () => lockSession(sessionClientFor(locale)),
      reportActivity: () => reportSessionActivity(sessionClientFor(locale)),
      expiry: () => idleExpiryOf(sessionStateFor(locale).getSnapshot().data),
      signOutUrl: (currentUrl) =>
        smartpassPath('logout', signInPath(currentUrl), { origin: window.location.origin }),
    });
    byLocale.set(locale, lock);
  }
  return lock;
}
