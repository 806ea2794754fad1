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
  /**
   * The lock call is in flight, here (`trigger` `expired` or `user`) or in another tab (`otherTab`,
   * waiting for its outcome); the countdown is over, nothing resets it.
   */
  | { readonly phase: 'locking'; readonly trigger: LockTrigger }
  /**
   * The lock call failed: nothing was locked and nothing navigated. The dialog stays over the page
   * with a clear error and Retry (`lockNow()`), and Continue while the deadline has not passed. The
   * deadline keeps running: the machine tries again by itself, backing off (30 s, 1 min, 2 min, 4 min,
   * then every 5 min) and never before the deadline. `error` is the call's rejection, usually a
   * `PortalError`; in a tab that did not make the call, an `Error` that says so.
   */
  | { readonly phase: 'lockFailed'; readonly trigger: LockTrigger; readonly error: unknown }
  /** The server locked the session and the page is going to the unlock screen. Final. */
  | { readonly phase: 'locked' }
  /**
   * The session has ended: the lock call answered 401 (signed out elsewhere), another tab saw that,
   * or `endSession()` was called. The page is going to sign-in (not after `endSession()`, whose caller
   * navigates). Final.
   */
  | { readonly phase: 'signedOut' };
