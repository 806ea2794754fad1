import { isOnboardingDone, type PortalLocale } from '@portal/core';
import { Button } from '@portal/ui';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useHydrated } from '../../app/useHydrated';

const AssistantOnboardingArea = lazy(() => import('./AssistantOnboardingArea'));

/**
 * Runs `show` once the page has loaded and the browser is idle, and cancels it on unmount. The
 * introduction comes after the home page itself: never over its first paint, never competing with
 * its loading.
 */
function whenPageSettles(show: () => void): () => void {
  let cancelled = false;
  const idle = () => {
    const run = () => {
      if (!cancelled) show();
    };
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run);
    else window.setTimeout(run, 0);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', idle);
  };
}

/**
 * The home page's way into the assistant's onboarding (SCREENS.md S2.8). A browser that has not
 * seen it yet (core's `isOnboardingDone`) gets it once by itself, after the page has settled and
 * only when no other dialog is open (the survey of `?feedback=`, the language question); once
 * seen it stays remembered, and the button opens it again as often as wished. The dialog, its
 * words and the rule that remembers it load only when it opens.
 */
export function AssistantOnboardingSlot({
  locale,
  label,
}: {
  readonly locale: PortalLocale;
  readonly label: string;
}) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated || isOnboardingDone()) return undefined;
    return whenPageSettles(() => {
      if (document.querySelector('[role="dialog"], [role="alertdialog"]') === null) setOpen(true);
    });
  }, [hydrated]);
  return (
    <div className="flex">
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <AssistantOnboardingArea locale={locale} onClosed={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
