import type { RouteComponent } from '@tanstack/react-router';
import { Suspense, lazy } from 'react';
import { useSessionState } from './useSessionHint';

const LockedSessionPage = lazy(() => {
  // The dialog's code with the page's, not after it: one wait instead of two.
  void import('./UnlockFlow');
  return import('./LockedSessionPage');
});

/**
 * A personal page (route access `signedIn`) that gives way to the unlock flow while the server's
 * hint says the Stay Signed-In session is locked (issue O §11): at first render, so the page sends
 * none of its calls (a locked session answers them 401, which sent the person to sign-in), and
 * whenever an answer says so later (the server locked the session while the page was open: the 401's
 * answer carries the hint, `sendToSignIn` keeps the page). After the unlock the address reloads and
 * the page draws its own content. The page's chunk is still preloaded as the router asks.
 */
export function personalPage(Page: RouteComponent): RouteComponent {
  function PersonalPage() {
    if (useSessionState() === 'locked') {
      return (
        <Suspense fallback={null}>
          <LockedSessionPage />
        </Suspense>
      );
    }
    return <Page />;
  }
  return Object.assign(PersonalPage, { preload: Page.preload });
}
