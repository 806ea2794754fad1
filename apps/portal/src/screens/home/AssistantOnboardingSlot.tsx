import { isOnboardingDone, type PortalLocale } from '@portal/core';
import { Button } from '@portal/ui';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { useHydrated } from '../../platform/page/useHydrated';
import { whenPageSettles } from '../../platform/page/whenPageSettles';
import type AssistantOnboardingArea from './AssistantOnboardingArea';

type OnboardingArea = typeof AssistantOnboardingArea;

/** The dialog's code, its words and the rule that remembers it: a chunk of their own. */
const loadOnboardingArea = () =>
  import('./AssistantOnboardingArea').then((module): OnboardingArea => module.default);

/**
 * The home page's way into the assistant's onboarding (SCREENS.md S2.8). A browser that has not
 * seen it yet (core's `isOnboardingDone`) gets it once by itself, after the page has settled and
 * only when no other dialog is open (the survey of `?feedback=`, the language question); once
 * seen it stays remembered, and the button opens it again as often as wished.
 *
 * The dialog's code loads only when it is to open, and it opens once loaded, as a transition: no
 * suspended render and no single long task (React renders it in slices, and commits the dialog
 * before focusing into it).
 */
export function AssistantOnboardingSlot({
  locale,
  label,
}: {
  readonly locale: PortalLocale;
  readonly label: string;
}) {
  const [Area, setArea] = useState<OnboardingArea | null>(null);
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const show = useCallback((when: () => boolean = () => true) => {
    void loadOnboardingArea().then((loaded) => {
      if (!when()) return;
      startTransition(() => {
        setArea(() => loaded);
        setOpen(true);
      });
    });
  }, []);
  useEffect(() => {
    if (!hydrated || isOnboardingDone()) return undefined;
    let active = true;
    const cancel = whenPageSettles(() => {
      show(
        () => active && document.querySelector('[role="dialog"], [role="alertdialog"]') === null,
      );
    });
    return () => {
      active = false;
      cancel();
    };
  }, [hydrated, show]);
  return (
    <div className="flex">
      <Button variant="secondary" onClick={() => show()}>
        {label}
      </Button>
      {open && Area !== null && <Area locale={locale} onClosed={() => setOpen(false)} />}
    </div>
  );
}
