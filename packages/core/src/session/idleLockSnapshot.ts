import type { Countdown } from './countdown';
import type { CountdownAnnouncement } from './countdownAnnouncement';

/** Why the session is being locked: the timer ran out, the user chose "Lock Session", or another tab locks. */
export type LockTrigger = 'expired' | 'user' | 'otherTab';

/**
 * What the idle lock shows (spec 001 §4 idle timer and Stay Signed-In lock). One object per state, so
 * the React layer re-renders only when something visible changed.
 */
export type IdleLockSnapshot =
  /** More than 5 minutes left; activity resets the timer; no dialog. */
  | { readonly phase: 'active' }
  /**
   * 5 minutes or less left (spec 001 §4): the warning dialog, which Escape and outside clicks do not
   * close. `countdown` changes every second and belongs in an `aria-hidden` element; `announcement`
   * changes rarely and belongs in the live region.
   */
  | {
      readonly phase: 'warning';
      readonly remainingMs: number;
      readonly countdown: Countdown;
      readonly announcement: CountdownAnnouncement;
    }
  /** The lock call is in flight (here or in another tab); the countdown is over, nothing resets it. */
  | { readonly phase: 'locking'; readonly trigger: LockTrigger }
  /**
   * The lock call failed: nothing was locked and nothing navigated. The dialog shows a clear error
   * and Retry (`lockNow()`); `error` is the call's rejection, usually a `PortalError`.
   */
  | { readonly phase: 'lockFailed'; readonly trigger: LockTrigger; readonly error: unknown }
  /** The server locked the session and the page is going to the unlock screen. */
  | { readonly phase: 'locked' };
