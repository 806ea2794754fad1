import {
  PERSONAL_AREA_PATHS,
  localizedPath,
  rememberOnboardingDone,
  searchResultsPath,
  type OnboardingStartOption,
  type PortalLocale,
} from '@portal/core';
import { AssistantOnboarding, assistantOnboardingLabelsOf } from '@portal/ui';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useMessages } from '../../platform/i18n/useMessages';
import { pagePath } from '../../platform/pages/pagePath';

export interface AssistantOnboardingAreaProps {
  readonly locale: PortalLocale;
  /** The dialog closed (finished, an option taken, or dismissed). */
  readonly onClosed: () => void;
}

/**
 * Where each way to start leads (spec 001 §2): "ask me anything" is the assistant's conversation
 * (issue R, `/chat`); "My TAMM" is the personal locker; all services is the search page.
 */
function destinationOf(locale: PortalLocale, option: OnboardingStartOption): string | undefined {
  if (option === 'askAnything') return pagePath(locale, 'chat');
  if (option === 'skipToDashboard') return localizedPath(locale, PERSONAL_AREA_PATHS.myLocker);
  if (option === 'allServices') return localizedPath(locale, searchResultsPath('') as `/${string}`);
  return undefined;
}

/**
 * The assistant's onboarding (SCREENS.md S2.8) on the home page: core's screens; however it closes,
 * it is remembered as seen (core's `rememberOnboardingDone`), and an option leads where it says.
 */
export default function AssistantOnboardingArea({
  locale,
  onClosed,
}: AssistantOnboardingAreaProps) {
  const t = useMessages('home', 'common');
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);
  // Seen is remembered however it ends (Finish, an option, or closed): an introduction closed on
  // purpose must not come back by itself on the next visit; the home page's button reopens it.
  const close = () => {
    rememberOnboardingDone();
    setOpen(false);
    onClosed();
  };
  return (
    <AssistantOnboarding
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      labels={assistantOnboardingLabelsOf(t)}
      onFinish={(option) => {
        close();
        const destination = option === undefined ? undefined : destinationOf(locale, option);
        if (destination !== undefined) void navigate({ href: destination });
      }}
    />
  );
}
