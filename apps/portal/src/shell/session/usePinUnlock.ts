import { loginPath, smartpassPath, type PortalLocale } from '@portal/core';
import { unlockSession } from '@portal/core/api/common';
import {
  browserNavigation,
  createPinUnlock,
  withoutLockParameter,
  type PinUnlock,
  type PinUnlockSnapshot,
} from '@portal/core/session';
import { useState, useSyncExternalStore } from 'react';
import { leaveSession } from './leaveSession';
import { sessionClientFor } from './sessionClient';
import { leaveForSignIn } from '../../platform/session/signIn';
import { writeSessionHint } from '../../platform/session/sessionHint';
import { pagePath } from '../../platform/pages/pagePath';

/**
 * Core's PIN unlock wired to the app: the unlock call through the session client, the third wrong
 * PIN and "start a new session" through sign-out, the digital-identity sign-in back to this page.
 * Leaving with the session still on (unlocked, or closed back to settings) keeps the hint, which the
 * locked page's header may have dropped on a 401. The PIN lives in the store and the request only.
 */
export function createAppPinUnlock(locale: PortalLocale): PinUnlock {
  const origin = window.location.origin;
  return createPinUnlock({
    locale,
    unlock: (pin, signal) => unlockSession(sessionClientFor(locale), pin, { signal }),
    signOut: () => leaveSession(locale),
    startNewSession: () => leaveSession(locale, loginPath(pagePath(locale, 'home'), { origin })),
    // Back to the page the flow shows on (a locked personal page, issue O §11, or settings).
    signInWithDigitalIdentity: () =>
      leaveForSignIn(smartpassPath('login', pageWithoutLock(), { origin }), window.location),
    navigation: {
      currentUrl: browserNavigation.currentUrl,
      replace: (url) => {
        writeSessionHint(true);
        browserNavigation.replace(url);
      },
    },
  });
}

/** This page's path, query and fragment, without `?lock`. */
function pageWithoutLock(): string {
  const { pathname, search, hash } = window.location;
  return withoutLockParameter(`${pathname}${search}${hash}`);
}

/** One PIN unlock per mounted dialog, and its snapshot through `useSyncExternalStore`. */
export function usePinUnlock(locale: PortalLocale): [PinUnlockSnapshot, PinUnlock] {
  const [unlock] = useState(() => createAppPinUnlock(locale));
  const snapshot = useSyncExternalStore(unlock.subscribe, unlock.getSnapshot, unlock.getSnapshot);
  return [snapshot, unlock];
}
