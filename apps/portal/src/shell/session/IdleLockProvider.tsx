import type { PortalLocale } from '@portal/core';
import type { IdleExpiry } from '@portal/core/session';
import { LockWarningDialog, type LockWarningState } from '@portal/ui';
import { useEffect, useRef, useState } from 'react';
import { idleLockFor } from './idleLockFor';
import { lockWarningStateOf } from './lockWarningState';
import { NOTHING_SEEN, serverVerdictOf } from './serverVerdict';
import { idleExpiryOf } from './sessionState';
import { useIdleLock } from './useIdleLock';
import { useServerSessionState } from './useServerSessionState';
import { useSessionWords } from './useSessionWords';

/** What the closed dialog holds while it closes: no countdown, nothing to announce. */
const CLOSED: LockWarningState = { status: 'counting', countdown: '', announcement: '' };

export interface IdleLockProviderProps {
  readonly locale: PortalLocale;
}

/**
 * The idle lock of a signed-in page (spec 001 §4; SCREENS S4.1), following the server's word from
 * the 15-second state refresh (issue O item 2): a session the server locked while this page was open
 * shows the unlock flow, one it ended goes to sign-in, in every tab, whatever the browser's own
 * record says. A page whose hint was stale (the server never knew a session) runs no idle lock.
 */
export default function IdleLockProvider({ locale }: IdleLockProviderProps) {
  const server = useServerSessionState(locale);
  const lock = idleLockFor(locale);
  const seen = useRef(NOTHING_SEEN);
  const [visitor, setVisitor] = useState(false);
  useEffect(() => {
    const { seen: next, verdict } = serverVerdictOf(seen.current, server);
    seen.current = next;
    if (verdict === 'lock') lock.lockedByServer();
    else if (verdict === 'signOut') lock.signedOutByServer();
    else if (verdict === 'visitor') setVisitor(true);
  }, [lock, server]);
  if (visitor) return null;
  return <IdleLockWarning locale={locale} expiry={idleExpiryOf(server.data)} />;
}

interface IdleLockWarningProps {
  readonly locale: PortalLocale;
  /** Lock (Stay Signed-In) or sign out (a normal session) at the end: the words follow it. */
  readonly expiry: IdleExpiry;
}

/**
 * Subscribes to core's machine (activity tracking, the timer, the cross-tab channel, the activity
 * reports) and shows the warning in the dialogs' language. A normal session's warning says it will
 * sign out, and its second button signs out (issue O item 10).
 */
function IdleLockWarning({ locale, expiry }: IdleLockWarningProps) {
  const snapshot = useIdleLock(locale);
  const words = useSessionWords(locale);
  const { t, language } = words;
  const lock = idleLockFor(locale);
  const state = lockWarningStateOf(snapshot, words, expiry);
  const signsOut = expiry === 'signOut';
  // Kept mounted (closed) rather than removed, so focus returns where it was (S4.1).
  return (
    <LockWarningDialog
      open={state !== undefined}
      state={state ?? CLOSED}
      lang={language.tag}
      dir={language.dir}
      labels={{
        title: t('lockWarning.title'),
        description: t(signsOut ? 'lockWarning.signOutDesc' : 'lockWarning.desc'),
        question: t('lockWarning.compDesc'),
        continue: t('lockWarning.primaryButton'),
        lock: t(signsOut ? 'signOut.primaryButton' : 'lockWarning.secondaryButton'),
        locking: t(signsOut ? 'lockWarning.signingOut' : 'lockWarning.locking'),
        retry: t('sessionDialog.retry'),
      }}
      onContinue={lock.continueSession}
      onLock={lock.lockNow}
    />
  );
}
