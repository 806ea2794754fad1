import { isLockRequested, type PortalLocale } from '@portal/core';
import { lockedSettingsPath } from '@portal/core/session';
import { useRouterState } from '@tanstack/react-router';
import { useMemo } from 'react';
import { idleLockFor } from './idleLockFor';
import { leaveSession } from './leaveSession';

/** What the long-session header items do (SCREENS S1.3). */
export interface SessionActions {
  /** The page shows the locked session (`/my-data/settings?lock=true`): unlock items, not lock. */
  readonly locked: boolean;
  /** "Lock session": the idle lock's Lock Session, single-flight across tabs. */
  lock(): void;
  /** "Unlock session" and "Stay Signed-In" in a locked session: the unlock dialog. */
  unlock(): void;
  /**
   * Sign-out, once the person confirmed it (S4.3, the header's sign-out dialog): ends the session in
   * every tab (the idle lock forgets its deadline and tells the others) and leaves through the
   * server's sign-out.
   */
  signOut(): void;
}

/**
 * The header's session actions. The header decides which items show (core's
 * `isMenuEntryVisible` with `locked`); this hook only says what each one does.
 */
export function useSessionActions(locale: PortalLocale): SessionActions {
  const locked = useRouterState({
    select: (state) =>
      state.location.pathname.endsWith('/my-data/settings') &&
      isLockRequested(state.location.searchStr),
  });
  return useMemo(
    () => ({
      locked,
      lock: () => idleLockFor(locale).lockNow(),
      unlock: () => window.location.assign(lockedSettingsPath(locale)),
      signOut: () => leaveSession(locale),
    }),
    [locale, locked],
  );
}
