import {
  isActivityResetAllowed,
  isIdleDeadlinePassed,
  isIdleWarningDue,
} from '../rules/time/timings';
import type { LockTrigger } from './idleLockSnapshot';

/**
 * Where the idle lock is (spec 001 §4). `waiting` is another tab's lock call in flight (the snapshot
 * shows it as `locking` with trigger `otherTab`); `locked` and `signedOut` are final.
 */
export type IdleLockPhase =
  'active' | 'warning' | 'locking' | 'waiting' | 'lockFailed' | 'locked' | 'signedOut';

/**
 * What can happen. `check` is a timer firing, the page coming back (visibilitychange, focus,
 * pageshow), the store starting, or another tab's lock call failing: each re-reads the clock and the
 * shared record first. `other…` events are messages from other tabs. `server…` events are the
 * server's word, from the state refresh or an activity report's answer (issue O item 2): it keeps
 * an idle deadline of its own, so it may lock or sign out a session the page still thinks active.
 */
export type IdleLockEventType =
  | 'check'
  | 'activity'
  | 'continue'
  | 'lockNow'
  | 'endSession'
  | 'lockSucceeded'
  | 'lockFailed'
  | 'lockUnauthorized'
  | 'otherActivity'
  | 'otherContinue'
  | 'otherLocking'
  | 'otherLocked'
  | 'otherSignedOut'
  | 'serverLocked'
  | 'serverSignedOut';

/** What the machine does on a transition; the shell ({@link createIdleLock}) carries them out. */
export type IdleLockEffect =
  /** Deadline = event time + 30 min; store it, end the failure streak, tell the other tabs. */
  | 'reset'
  /** Take another tab's reset: deadline = event time + 30 min (storage already holds it). */
  | 'adopt'
  /** Claim the lock call in storage, tell the other tabs, send it. */
  | 'call'
  /** Store the lock, remove the deadline and the streak, tell the other tabs. */
  | 'recordLocked'
  /** Count the failure, store when the next automatic attempt may go, tell the other tabs. */
  | 'recordFailure'
  /** Remove the whole shared record and tell the other tabs the session ended. */
  | 'forget'
  /** Replace the page with `/{lang}/my-data/settings?lock=true`. */
  | 'goLocked'
  /** Replace the page with sign-in. */
  | 'goSignIn'
  /**
   * Replace the page with the server's sign-out, returning to sign-in with this page as the way back
   * (a normal session at idle expiry, issue O item 10).
   */
  | 'goSignOut';

/** A condition over {@link IdleLockFacts}; a row without one always applies. */
export type IdleLockGuard =
  | 'signsOut'
  | 'expired'
  | 'warningDue'
  | 'lockedElsewhere'
  | 'claimedElsewhere'
  | 'backingOff'
  | 'resetAllowed'
  | 'openAtEvent';

/**
 * Where a row leads: a phase, `check` (carry out the effects, then evaluate `check` again), `lock`
 * (the deadline passed: lock, honouring the back-off) or `lockNow` (the user asked: lock now).
 */
export type IdleLockTarget = IdleLockPhase | 'check' | 'lock' | 'lockNow';

/** One row: in one of `from`, on `event`, when `when` holds → `to`, doing `effects` in order. */
export type IdleLockRow = readonly [
  from: readonly IdleLockPhase[],
  event: IdleLockEventType,
  when: IdleLockGuard | undefined,
  to: IdleLockTarget,
  effects: readonly IdleLockEffect[],
];

// Written out, not spread, so bundlers can drop the table from entries that do not use it.
const OPEN: readonly IdleLockPhase[] = ['active', 'warning'];
const OPEN_OR_FAILED: readonly IdleLockPhase[] = ['active', 'warning', 'lockFailed'];
const WATCHING: readonly IdleLockPhase[] = ['active', 'warning', 'waiting', 'lockFailed'];
const LIVE: readonly IdleLockPhase[] = ['active', 'warning', 'waiting', 'lockFailed', 'locking'];

/**
 * The idle-lock machine, state × event → state + effects (spec 001 §4 idle timer and Stay Signed-In
 * lock, §9 timings; the comments name the behaviour rows, 1–12 and issue G §2's 13–18, each a named
 * test in `__tests__/createIdleLock.test.ts`). For each event the first row whose `from` holds the
 * phase and whose guard holds is taken; an event no row takes is ignored. The 5-minute threshold is
 * the configured one; the comparisons themselves live in `rules/time/timings`.
 */
// prettier-ignore
export const IDLE_LOCK_TRANSITIONS: readonly IdleLockRow[] = [
  // from                       event               when                 to            effects
  // Re-check after re-reading the shared record: timer, page back, start, another tab's failure
  [WATCHING,                    'check',            'lockedElsewhere',   'locked',     ['goLocked']], // row 11
  [['waiting'],                 'check',            'claimedElsewhere',  'waiting',    []],           // row 11
  [WATCHING,                    'check',            'expired',           'lock',       []],           // rows 3, 4, 16, 17
  [['lockFailed'],              'check',            undefined,           'lockFailed', []],           // row 14: wait for the deadline
  [['active', 'warning', 'waiting'], 'check',       'warningDue',        'warning',    []],           // rows 1, 2, 8
  [['active', 'warning', 'waiting'], 'check',       undefined,           'active',     []],           // rows 1, 18
  // The user, in this tab
  [['active'],                  'activity',         'resetAllowed',      'check',      ['reset']],    // rows 6, 7
  [['active'],                  'activity',         undefined,           'check',      []],           // row 6: too late
  [OPEN_OR_FAILED,              'continue',         'openAtEvent',       'active',     ['reset']],    // rows 6, 9, 10
  [OPEN_OR_FAILED,              'continue',         undefined,           'check',      []],           // row 5: nothing revives
  [OPEN_OR_FAILED,              'lockNow',          undefined,           'lockNow',    []],           // row 9: Lock Session, Retry
  [LIVE,                        'endSession',       undefined,           'signedOut',  ['forget']],
  // This tab's lock call
  [['locking'],                 'lockSucceeded',    undefined,           'locked',     ['recordLocked', 'goLocked']], // row 9
  [['locking'],                 'lockUnauthorized', undefined,           'signedOut',  ['forget', 'goSignIn']],       // row 15
  [['locking'],                 'lockFailed',       undefined,           'lockFailed', ['recordFailure']],            // rows 9, 13
  // Other tabs (row 11)
  [OPEN,                        'otherActivity',    'resetAllowed',      'check',      ['adopt']],
  [OPEN,                        'otherContinue',    'openAtEvent',       'check',      ['adopt']],
  [OPEN_OR_FAILED,              'otherLocking',     undefined,           'waiting',    []],
  [LIVE,                        'otherLocked',      undefined,           'locked',     ['goLocked']],
  [LIVE,                        'otherSignedOut',   undefined,           'signedOut',  ['goSignIn']],
  // The server's word (issue O item 2): its own idle deadline passed, or the session ended elsewhere
  [LIVE,                        'serverLocked',     undefined,           'locked',     ['recordLocked', 'goLocked']],
  [LIVE,                        'serverSignedOut',  undefined,           'signedOut',  ['forget', 'goSignIn']],
];

/**
 * How `lock` and `lockNow` resolve, first match wins: a normal session signs out (it has no PIN to
 * unlock with, issue O item 10), a lock already recorded, another tab's call in flight (row 9 single
 * flight, row 11), the back-off after failures (automatic attempts only: Retry is the user's), else
 * this tab calls.
 */
// prettier-ignore
export const IDLE_LOCK_RESOLUTION: readonly (readonly [
  when: IdleLockGuard | undefined, to: IdleLockPhase, effects: readonly IdleLockEffect[], automaticOnly?: true,
])[] = [
  ['signsOut',         'signedOut',  ['forget', 'goSignOut']],
  ['lockedElsewhere',  'locked',     ['goLocked']],
  ['claimedElsewhere', 'waiting',    []],
  ['backingOff',       'lockFailed', [], true],
  [undefined,          'locking',    ['call']],
];

/** What the shell reads from the clock and the shared record just before each event. */
export interface IdleLockFacts {
  /** Shared deadline − now. */
  readonly remainingMs: number;
  /** Shared deadline − the event's time (activity and Continue, here or in another tab). */
  readonly remainingAtEventMs: number;
  /** The warning threshold (spec 001 §9: 5 minutes). */
  readonly warningMs: number;
  /** A lock was recorded after the last reset, by any tab. */
  readonly lockedSinceReset: boolean;
  /** Another tab's lock call is in flight (its claim is younger than the wait limit). */
  readonly claimedElsewhere: boolean;
  /** Failed lock calls were made and the next automatic attempt is not due yet. */
  readonly backingOff: boolean;
  /**
   * The end of the idle period signs out instead of locking: a normal session (issue O item 10).
   * Optional: absent means a Stay Signed-In session, which locks.
   */
  readonly signsOut?: boolean;
}

const GUARDS: Readonly<Record<IdleLockGuard, (facts: IdleLockFacts) => boolean>> = {
  signsOut: (facts) => facts.signsOut === true,
  expired: (facts) => isIdleDeadlinePassed(facts.remainingMs),
  warningDue: (facts) => isIdleWarningDue(facts.remainingMs, facts.warningMs),
  lockedElsewhere: (facts) => facts.lockedSinceReset,
  claimedElsewhere: (facts) => facts.claimedElsewhere,
  backingOff: (facts) => facts.backingOff,
  resetAllowed: (facts) => isActivityResetAllowed(facts.remainingAtEventMs, facts.warningMs),
  openAtEvent: (facts) => !isIdleDeadlinePassed(facts.remainingAtEventMs),
};

/** Where the machine is: a phase, and for `locking`/`lockFailed` why and what failed. */
export interface IdleLockState {
  readonly phase: IdleLockPhase;
  readonly trigger: LockTrigger;
}

/** The outcome of one event: the next state, the effects in order, and whether to `check` again. */
export interface IdleLockStep {
  readonly state: IdleLockState;
  readonly effects: readonly IdleLockEffect[];
  readonly recheck: boolean;
}

const holds = (guard: IdleLockGuard | undefined, facts: IdleLockFacts): boolean =>
  guard === undefined || GUARDS[guard](facts);

/**
 * One transition, pure: looks the event up in {@link IDLE_LOCK_TRANSITIONS}, resolves `lock` and
 * `lockNow` through {@link IDLE_LOCK_RESOLUTION}, and returns `undefined` when no row applies.
 * The trigger is `user` for a lock asked for while time remained, `otherTab` while another tab calls,
 * otherwise `expired`; a phase that does not change keeps its trigger.
 */
export function idleLockStep(
  state: IdleLockState,
  event: IdleLockEventType,
  facts: IdleLockFacts,
): IdleLockStep | undefined {
  const row = IDLE_LOCK_TRANSITIONS.find(
    ([from, on, when]) => on === event && from.includes(state.phase) && holds(when, facts),
  );
  if (row === undefined) return undefined;
  const [, , , to, effects] = row;
  if (to === 'check') return { state, effects, recheck: true };
  if (to !== 'lock' && to !== 'lockNow') {
    return {
      state: { phase: to, trigger: to === 'waiting' ? 'otherTab' : state.trigger },
      effects,
      recheck: false,
    };
  }
  const automatic = to === 'lock';
  const [, phase, lockEffects] = IDLE_LOCK_RESOLUTION.find(
    ([when, , , automaticOnly]) => (automatic || !automaticOnly) && holds(when, facts),
  ) as (typeof IDLE_LOCK_RESOLUTION)[number];
  const trigger: LockTrigger =
    phase === 'waiting'
      ? 'otherTab'
      : !automatic && !isIdleDeadlinePassed(facts.remainingMs)
        ? 'user'
        : 'expired';
  return { state: { phase, trigger }, effects: [...effects, ...lockEffects], recheck: false };
}
