import type { PortalLocale } from '@portal/core';
import { Button } from '@portal/ui';
import { Suspense, lazy, useState } from 'react';

const AssistantOnboardingArea = lazy(() => import('./AssistantOnboardingArea'));

/**
 * The home page's way into the assistant's onboarding (SCREENS.md S2.8): a button that opens it, as
 * often as wished. The dialog, its words and core's onboarding rule load only when it is pressed.
 */
export function AssistantOnboardingSlot({
  locale,
  label,
}: {
  readonly locale: PortalLocale;
  readonly label: string;
}) {
  const [open, setOpen] = useState(false);
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
