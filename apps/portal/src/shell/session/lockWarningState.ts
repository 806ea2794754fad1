import { formatCountdown, formatUnit } from '@portal/core';
import type { IdleExpiry, IdleLockSnapshot } from '@portal/core/session';
import type { LockWarningState } from '@portal/ui';
import type { SessionWords } from './useSessionWords';

/**
 * What the lock warning shows for an idle-lock snapshot, or `undefined` when it is closed. The
 * visible `mm:ss` and the spoken sentence come from core (`formatCountdown`, the snapshot's
 * `announcement` formatted with `formatUnit` in the dialogs' language). A lock that went through
 * keeps showing progress until the page leaves; a signed-out session shows nothing (it is leaving
 * for sign-in). A normal session (`expiry` `signOut`, issue O item 10) says it will be signed out,
 * not locked.
 */
export function lockWarningStateOf(
  snapshot: IdleLockSnapshot,
  { t, language }: SessionWords,
  expiry: IdleExpiry = 'lock',
): LockWarningState | undefined {
  switch (snapshot.phase) {
    case 'active':
    case 'signedOut':
      return undefined;
    case 'warning':
      return {
        status: 'counting',
        countdown: formatCountdown(snapshot.remainingMs),
        announcement: t(
          expiry === 'signOut' ? 'lockWarning.signOutTimeLeft' : 'lockWarning.timeLeft',
          {
            time: formatUnit(snapshot.announcement.value, snapshot.announcement.unit, {
              locale: language.tag,
            }),
          },
        ),
      };
    case 'locking':
    case 'locked':
      return { status: 'locking' };
    case 'lockFailed':
      return {
        status: 'failed',
        message: t('lockWarning.lockFailed'),
        canContinue: snapshot.trigger === 'user',
      };
  }
}
