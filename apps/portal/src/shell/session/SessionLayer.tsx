// Core's root rule, not the session entry's constant: the session machines stay out of the first
// page's JavaScript until someone signed in needs them.
import { isLockRequested, type PortalLocale } from '@portal/core';
import { useRouterState } from '@tanstack/react-router';
import { Suspense, lazy, useState } from 'react';
import { useHydrated } from '../../platform/page/useHydrated';
import { readSessionState } from '../../platform/session/sessionHint';

const IdleLockProvider = lazy(() => import('./IdleLockProvider'));

export interface SessionLayerProps {
  readonly locale: PortalLocale;
}

/**
 * The session's part of every page in a language, mounted once by the shell: for someone signed in,
 * the idle lock (activity, the warning, cross-tab sync) and the sign-out confirmation. Not in a
 * locked session, nor on the locked settings page, whose unlock dialog is the session's state
 * there, and not before hydration
 * (the prerendered HTML serves visitors too). Loaded on its own, so a visitor downloads none of it.
 */
export function SessionLayer({ locale }: SessionLayerProps) {
  const hydrated = useHydrated();
  // Read once per page: the idle lock runs for the session the page opened in. A locked session
  // has nothing to time (its pages show the unlock flow), nor has a visitor.
  const [session] = useState(readSessionState);
  const signedIn = session === 'normal' || session === 'long';
  const onLockedPage = useRouterState({
    select: (state) =>
      state.location.pathname.endsWith('/my-data/settings') &&
      isLockRequested(state.location.searchStr),
  });
  if (!hydrated || !signedIn || onLockedPage) return null;
  return (
    <Suspense fallback={null}>
      <IdleLockProvider locale={locale} />
    </Suspense>
  );
}
