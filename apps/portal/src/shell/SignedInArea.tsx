import { notificationBellLabel, type PortalLocale } from '@portal/core';
import { NotificationBell } from '@portal/ui';
import { useEffect } from 'react';
import { appClientsFor } from '../api/appClients';
import { useNotificationCount } from '../api/useNotificationCount';
import { appMessages } from '../i18n/appMessages';
import { writeSessionHint } from '../session/sessionHint';
import { SignInLink } from './SignInLink';

export interface SignedInAreaProps {
  readonly locale: PortalLocale;
  /** Shown under the header when the count cannot be read ("Something went wrong"). */
  readonly somethingWentWrong: string;
}

/**
 * The header's part for someone who signed in: the bell with the unread count from core's shared
 * 15-second refresher. When the count answers 401 the session is over: the hint is dropped and the
 * visitor's "Sign in" link takes the bell's place (no redirect: the page itself is public).
 * Loaded on its own, so a visitor's page never downloads the API client.
 */
export default function SignedInArea({ locale, somethingWentWrong }: SignedInAreaProps) {
  const notifications = useNotificationCount(appClientsFor(locale).probeClient);
  const signedOut = notifications.status === 'signedOut';
  useEffect(() => {
    if (signedOut) writeSessionHint(false);
  }, [signedOut]);

  if (signedOut) return <SignInLink label={appMessages(locale).signIn} />;
  const count = notifications.status === 'ready' ? notifications.count : undefined;
  return (
    <>
      <NotificationBell count={count} label={notificationBellLabel(locale, count)} />
      {notifications.status === 'error' && (
        <p role="status" className="basis-full text-end text-caption text-status-danger-text">
          {notifications.error.userMessage.type === 'server'
            ? notifications.error.userMessage.text
            : somethingWentWrong}
        </p>
      )}
    </>
  );
}
