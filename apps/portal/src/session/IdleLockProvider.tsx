import type { PortalLocale } from '@portal/core';
import { LockWarningDialog, type LockWarningState } from '@portal/ui';
import { idleLockFor } from './idleLockFor';
import { lockWarningStateOf } from './lockWarningState';
import { useIdleLock } from './useIdleLock';
import { useSessionWords } from './useSessionWords';

/** What the closed dialog holds while it closes: no countdown, nothing to announce. */
const CLOSED: LockWarningState = { status: 'counting', countdown: '', announcement: '' };

export interface IdleLockProviderProps {
  readonly locale: PortalLocale;
}

/**
 * The idle lock of a signed-in page (spec 001 §4; SCREENS S4.1): subscribes to core's machine
 * (which starts activity tracking, the timer and the cross-tab channel) and shows the lock warning
 * in the dialogs' language.
 */
export default function IdleLockProvider({ locale }: IdleLockProviderProps) {
  const snapshot = useIdleLock(locale);
  const words = useSessionWords(locale);
  const { t, language } = words;
  const lock = idleLockFor(locale);
  const state = lockWarningStateOf(snapshot, words);
  // Kept mounted (closed) rather than removed, so focus returns where it was (S4.1).
  return (
    <LockWarningDialog
      open={state !== undefined}
      state={state ?? CLOSED}
      lang={language.tag}
      dir={language.dir}
      labels={{
        title: t('lockWarning.title'),
        description: t('lockWarning.desc'),
        question: t('lockWarning.compDesc'),
        continue: t('lockWarning.primaryButton'),
        lock: t('lockWarning.secondaryButton'),
        locking: t('lockWarning.locking'),
        retry: t('sessionDialog.retry'),
      }}
      onContinue={lock.continueSession}
      onLock={lock.lockNow}
    />
  );
}
