import { firstArrivalPlanOf, isOnboardingDone, type PortalLocale } from '@portal/core';
import { Button } from '@portal/ui';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { useHydrated } from '../../platform/page/useHydrated';
import { whenPageSettles } from '../../platform/page/whenPageSettles';
import type AssistantOnboardingArea from './AssistantOnboardingArea';
import { watchArrival } from './arrivalWatch';

type OnboardingArea = typeof AssistantOnboardingArea;

/** The dialog's code, its words and the rule that remembers it: a chunk of their own. */
const loadOnboardingArea = () =>
  import('./AssistantOnboardingArea').then((module): OnboardingArea => module.default);

/** How often a waiting onboarding looks again at the page (ms): cheap reads of the DOM. */
const RECHECK_MS = 500;

/** The hero's search, which the onboarding must not cover on a phone's first screen. */
const heroSearch = () => document.querySelector('#main [data-slot="service-search"]');

/**
 * The home page's way into the assistant's onboarding (SCREENS.md S2.8). A browser that has not
 * seen it yet (core's `isOnboardingDone`) gets it once by itself, after the page has settled and
 * when core's first-arrival rule (`firstArrivalPlanOf`) says so: after the cookie choice, never
 * while the reader types or has a popup, menu or dialog open (the survey of `?feedback=`, the
 * language question, the search's suggestions), and on a phone not while the hero's search is on
 * screen. The rule is asked again every half second and once more right before the dialog opens,
 * so it never takes the focus from someone typing. Once seen it stays remembered, and the button
 * opens it again as often as wished.
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
  const show = useCallback((when: () => boolean = () => true, otherwise = () => {}) => {
    void loadOnboardingArea().then((loaded) => {
      if (!when()) {
        otherwise();
        return;
      }
      startTransition(() => {
        setArea(() => loaded);
        setOpen(true);
      });
    });
  }, []);
  useEffect(() => {
    if (!hydrated || isOnboardingDone()) return undefined;
    let active = true;
    let timer: number | undefined;
    // Watching starts with the app: a key pressed before the page settles counts as typing.
    const watch = watchArrival(heroSearch);
    const opens = () => firstArrivalPlanOf(watch.read(performance.now())).onboarding.open;
    const check = () => {
      if (!active) return;
      const plan = firstArrivalPlanOf(watch.read(performance.now()));
      if (plan.onboarding.open) {
        // Asked once more when its code has loaded, just before it opens and takes the focus.
        // Someone who started typing while it loaded puts it back to waiting.
        show(
          () => active && opens(),
          () => {
            if (active) timer = window.setTimeout(check, RECHECK_MS);
          },
        );
        return;
      }
      if (plan.onboarding.wait !== 'seen') timer = window.setTimeout(check, RECHECK_MS);
    };
    const cancel = whenPageSettles(check);
    return () => {
      active = false;
      cancel();
      window.clearTimeout(timer);
      watch.stop();
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
