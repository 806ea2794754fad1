import type { PortalLocale } from '../locale/portalLocale';
import { IDLE_TIMEOUT_MS, IDLE_WARNING_THRESHOLD_MS } from '../rules/time/timings';
import { createActivityReporter, type ActivityReporter } from './activityReporter';
import { ACTIVITY_THROTTLE_MS, createActivityThrottle } from './activityThrottle';
import { documentActivitySource, type ActivitySource } from './activitySource';
import { systemClock, type Clock, type TimerHandle } from './clock';
import { countdownOf, delayToNextSecond } from './countdown';
import { countdownAnnouncement } from './countdownAnnouncement';
import { assertTimerDuration, MAX_TIMER_DELAY_MS } from './duration';
import { ACTIVITY_REPORT_INTERVAL_MS } from './activityReporter';
import { createSnapshotCell, type ExternalStore } from './externalStore';
import { idleLockRecord } from './idleLockRecord';
import type { IdleLockSnapshot } from './idleLockSnapshot';
import { parseIdleLockTabMessage, type IdleLockTabMessage } from './idleLockTabMessage';
import {
  idleLockStep,
  type IdleLockEffect,
  type IdleLockEventType,
  type IdleLockFacts,
  type IdleLockState,
} from './idleLockTransitions';
import { lockRetryDelay } from './lockRetryDelay';
import { browserNavigation, type PortalNavigation } from './navigation';
import { documentPageLifecycle, type PageLifecycle } from './pageLifecycle';
import { lockedSettingsPath, signInPath } from './sessionPaths';
import { browserLocalStorage, type SharedStorage } from './sharedStorage';
import { isSignedOutError } from './signedOutError';
import { openBroadcastChannel, type OpenTabChannel, type TabChannelPort } from './tabChannel';

/** Channel and storage key the idle lock uses by default. */
export const IDLE_LOCK_CHANNEL = 'portal.session.idle';

/**
 * How long a tab waits for another tab's lock call before checking its own deadline again: 20 s.
 * Choice: long enough for a slow lock call, short enough that a tab closed mid-call cannot leave the
 * others waiting for ever.
 */
export const OTHER_TAB_LOCK_WAIT_MS = 20_000;

/**
 * Sends the lock request (spec 001 §4, §7 lock-session call): resolves `true` when the server confirmed
 * through `data.success`, `false` when it answered without confirming, and rejects when there was no
 * answer. A rejection that is a 401 (`PortalError` kind `unauthorized`) means signed out.
 * `@portal/core/api/common`'s `lockSession` fits as `() => lockSession(client)`; send it through a
 * client that does not retry it (docs/session.md), since the machine already backs off.
 */
export type LockSessionCall = () => Promise<boolean>;

/**
 * Tells the server the person is active (assumed: not in spec 000 §7; issue O item 2). Resolves with
 * whether the server knows the session (`signedIn`, default true) and holds it locked; rejects when
 * there was no answer (a 401, `isSignedOutError`, reads as not signed in).
 * `@portal/core/api/common`'s `reportSessionActivity` fits as `() => reportSessionActivity(client)`.
 */
export type ReportActivityCall = () => Promise<{
  readonly signedIn?: boolean;
  readonly locked: boolean;
}>;

/**
 * What the end of the idle period does (issue O item 10): `lock` a Stay Signed-In session (the lock
 * call, then the unlock page), or `signOut` a normal session, which has no PIN to unlock with (the
 * server's sign-out, then sign-in with this page as the way back).
 */
export type IdleExpiry = 'lock' | 'signOut';

/** Options of {@link createIdleLock}; every environment piece has a browser default. */
export interface IdleLockOptions {
  /** Locale of the page, for the `/{lang}/my-data/settings?lock=true` redirect. */
  readonly locale: PortalLocale;
  readonly lock: LockSessionCall;
  /** Idle time before the lock (spec 001 §9: 1,800,000 ms). At most 2^31−1 ms. */
  readonly idleTimeoutMs?: number;
  /** The warning opens when this much or less remains (spec 001 §9: 5 minutes). Below `idleTimeoutMs`. */
  readonly warningMs?: number;
  /** Minimum gap between two activity resets (issue row 7: 1 s). */
  readonly activityThrottleMs?: number;
  /**
   * Where a session that ended elsewhere goes (a 401 from the lock call). Default
   * `/login?redirectUrl=<this page>` (spec 001 §2).
   */
  readonly signInUrl?: string;
  readonly clock?: Clock;
  readonly activity?: ActivitySource;
  readonly page?: PageLifecycle;
  readonly openTabChannel?: OpenTabChannel;
  readonly storage?: SharedStorage;
  readonly navigation?: PortalNavigation;
  /** Channel name and storage key; one per portal. */
  readonly channelName?: string;
  /**
   * What the end of the idle period (and "Lock Session" / "Sign Out" in the warning) does, read at
   * each decision: the page learns the session's kind from the server after the machine starts.
   * Default `lock`.
   */
  readonly expiry?: () => IdleExpiry;
  /**
   * Where an idle sign-out goes, given the current address: the server's sign-out, returning to
   * `/login?redirectUrl=<this page>` so the person comes back to the same page once signed in again
   * (the app passes `smartpassPath('logout', signInPath(currentUrl), { origin })`). Default: straight
   * to that sign-in, leaving the server session to the server's own idle deadline (kept out of the
   * session entry so it does not carry the URL rules).
   */
  readonly signOutUrl?: (currentUrl: string) => string;
  /**
   * Reports the person's activity to the server, which keeps its own idle deadline (issue O item 2).
   * Sent on this tab's resets (activity, Continue, a fresh start), at most once per
   * `activityReportIntervalMs` for the whole browser. Without it nothing is reported.
   */
  readonly reportActivity?: ReportActivityCall;
  /** Shortest gap between two activity reports of the browser (default 1 minute). */
  readonly activityReportIntervalMs?: number;
}

/** The idle-lock store and what a user (or the app) can do. */
export interface IdleLock extends ExternalStore<IdleLockSnapshot> {
  /**
   * Continue / Restart, or closing the warning: a full new idle period in every tab (spec 001 §4).
   * Also after a failed lock while the deadline has not passed. After the deadline it does nothing.
   */
  continueSession(): void;
  /** "Lock Session", or Retry after a failed lock, at once. Single-flight across tabs (issue row 9). */
  lockNow(): void;
  /**
   * The user signs out (or starts a new session): forgets the shared deadline, so the next sign-in
   * starts a full idle period rather than a pending lock, and sends the other tabs to sign-in. The
   * caller navigates this tab. Final, like the lock.
   */
  endSession(): void;
  /** Time left right now, never negative; 0 once locking has started. */
  getRemainingMs(): number;
  /**
   * The server holds the session locked (the state refresh read `isLockedSession`, or an activity
   * report said so): locked in every tab, and the unlock page, whatever this browser's record says.
   */
  lockedByServer(): void;
  /** The server says the session has ended (a 401): signed out in every tab, and sign-in. */
  signedOutByServer(): void;
}

const ACTIVE: IdleLockSnapshot = { phase: 'active' };
const LOCKED: IdleLockSnapshot = { phase: 'locked' };
const SIGNED_OUT: IdleLockSnapshot = { phase: 'signedOut' };
const NOT_CONFIRMED =
  'The server did not confirm the lock (data.success was not true); the session is not locked';
const FAILED_ELSEWHERE = 'The lock call failed in another tab';

/**
 * The idle-lock machine (spec 001 §4 idle timer and Stay Signed-In lock, §9 constants; issue rows
 * 1–12 and issue G §2). What it does is the table in `idleLockTransitions.ts`; this function is the
 * shell that feeds it events with fresh facts and carries out its effects.
 *
 * The state is one deadline (last reset + 30 min), shared by every tab through storage and re-read
 * before every decision; the time left is always `deadline − now()`, so sleep, throttled or frozen
 * tabs and late timers cannot make it drift. While more than 5 minutes remain there are no ticks, one
 * timer waits for the warning; in the warning, ticks fire on the display's second boundaries.
 * Activity listeners exist only in the `active` phase. One timer at most, chosen by the phase.
 *
 * Choices where the spec is silent:
 * - A failed lock keeps the dialog over the page (`lockFailed`, Retry) and the deadline running; the
 *   machine retries by itself with a back-off shared by all tabs (30 s, 1 min… 5 min), never before
 *   the deadline. A 401 is not a failure but the end of the session: sign-in.
 * - The deadline outlives a reload: a stored deadline that has passed locks at once. The record is
 *   removed once locked, signed out or {@link IdleLock.endSession}; a session that ended without the
 *   portal noticing (the browser closed) leaves one, and the next sign-in then locks once (the safe
 *   side).
 * - Across tabs the first tab to lock claims the call in storage and tells the others, which wait for
 *   its outcome (at most {@link OTHER_TAB_LOCK_WAIT_MS}). The claim is a plain storage write, not an
 *   atomic lock: two tabs in different processes expiring in the same millisecond could still both
 *   call; the server's lock is idempotent, so that costs one request.
 * - `locked` and `signedOut` are final: the page is leaving; a new page makes a new machine.
 * - The page's deadline is the browser's word only; the server keeps its own (issue O item 2). The
 *   machine reports this tab's activity (throttled, see `createActivityReporter`) and follows the
 *   server's word ({@link IdleLock.lockedByServer}, {@link IdleLock.signedOutByServer}), so a
 *   tampered or stale record can delay the page's own lock but never the server's.
 * - A normal session signs out at the end of the idle period instead of locking (`expiry`).
 */
export function createIdleLock(options: IdleLockOptions): IdleLock {
  const idleTimeoutMs = assertTimerDuration(
    'idleTimeoutMs',
    options.idleTimeoutMs ?? IDLE_TIMEOUT_MS,
  );
  const warningMs = assertTimerDuration(
    'warningMs',
    options.warningMs ?? IDLE_WARNING_THRESHOLD_MS,
  );
  const throttleMs = assertTimerDuration(
    'activityThrottleMs',
    options.activityThrottleMs ?? ACTIVITY_THROTTLE_MS,
  );
  if (warningMs >= idleTimeoutMs) {
    throw new RangeError(
      `warningMs (${warningMs}) must be shorter than idleTimeoutMs (${idleTimeoutMs})`,
    );
  }
  const lockTarget = lockedSettingsPath(options.locale);
  const clock = options.clock ?? systemClock;
  const activity = options.activity ?? documentActivitySource;
  const page = options.page ?? documentPageLifecycle;
  const openTabChannel = options.openTabChannel ?? openBroadcastChannel;
  const navigation = options.navigation ?? browserNavigation;
  const channelName = options.channelName ?? IDLE_LOCK_CHANNEL;
  const record = idleLockRecord(options.storage ?? browserLocalStorage, channelName);
  const expiry = options.expiry ?? (() => 'lock');
  const signOutUrl = options.signOutUrl ?? signInPath;
  const reportActivity = options.reportActivity;
  /** What the reports' answers said so far on this page: the server knew the session, unlocked. */
  let reportedSignedIn = false;
  let reportedUnlocked = false;
  const reporter: ActivityReporter | undefined =
    reportActivity === undefined
      ? undefined
      : createActivityReporter({
          clock,
          intervalMs: assertTimerDuration(
            'activityReportIntervalMs',
            options.activityReportIntervalMs ?? ACTIVITY_REPORT_INTERVAL_MS,
          ),
          ledger: {
            read: () => record.read('activityReportedAt'),
            write: (at) => record.write('activityReportedAt', at),
          },
          // Only a change this page lived through is the server's word: a report that finds the
          // session already locked, or no session at all (a stale sign-in hint), moves nothing.
          send: async () => {
            let answer: { readonly signedIn?: boolean; readonly locked: boolean };
            try {
              answer = await reportActivity();
            } catch (error) {
              if (!isSignedOutError(error)) throw error;
              answer = { signedIn: false, locked: false };
            }
            if (answer.signedIn === false) {
              if (reportedSignedIn) dispatch('serverSignedOut');
              else reporter?.stop();
              return;
            }
            reportedSignedIn = true;
            if (!answer.locked) reportedUnlocked = true;
            else if (reportedUnlocked) dispatch('serverLocked');
          },
        });

  let state: IdleLockState = { phase: 'active', trigger: 'expired' };
  /** This tab's view of the deadline; the stored one wins when it is later. */
  let deadline: number | undefined;
  /** The last lock failure's error, for `lockFailed` (cleared by a reset). */
  let failure: unknown;
  /** This tab's copy of the failure streak, for when storage does not work. */
  let failures = 0;
  let retryAt = -Infinity;
  /** When another tab said it sent the lock call. */
  let otherClaimAt: number | undefined;
  let ownCall = false;
  let timer: TimerHandle | undefined;
  let channel: TabChannelPort | undefined;
  let detachActivity: (() => void) | undefined;
  let detachPage: (() => void) | undefined;

  const cell = createSnapshotCell<IdleLockSnapshot>(ACTIVE, {
    onFirstSubscribe: start,
    onLastUnsubscribe: stop,
  });
  const throttle = createActivityThrottle({
    intervalMs: throttleMs,
    now: clock.now,
    onActivity: (at) => dispatch('activity', at),
  });
  const isOpen = (): boolean => state.phase === 'active' || state.phase === 'warning';

  function start(): void {
    channel = openTabChannel(channelName, onTabMessage);
    detachPage = page.subscribe(() => dispatch('check'));
    if (isOpen()) {
      // Memory from before an unmount is stale (issue G §2): the shared record decides. A stored reset
      // whose deadline has passed is a pending lock, and survives a reload; one that a lock followed
      // was already dealt with.
      const now = clock.now();
      const stored = record.read('lastResetAt');
      const lockedAt = record.read('lockedAt');
      if (stored !== undefined && stored <= now && !(lockedAt !== undefined && lockedAt >= stored))
        deadline = stored + idleTimeoutMs;
      else {
        resetTo(now);
        reporter?.noteActivity(now);
      }
    }
    dispatch('check');
  }

  function stop(): void {
    reporter?.stop();
    cancelTimer();
    stopListeningForActivity();
    detachPage?.();
    detachPage = undefined;
    channel?.close();
    channel = undefined;
  }

  function post(message: IdleLockTabMessage): void {
    channel?.post(message);
  }

  /** The shared deadline: a later reset stored by another tab wins (a frozen tab waking, issue G §2). */
  function sharedDeadline(): number {
    const stored = record.read('lastResetAt');
    const now = clock.now();
    if (stored !== undefined && stored <= now)
      deadline = Math.max(deadline ?? -Infinity, stored + idleTimeoutMs);
    return deadline ?? now + idleTimeoutMs;
  }

  /** Another tab's claim on the lock call, from storage or its message. */
  function otherClaim(): number {
    const stored = ownCall ? undefined : record.read('lockClaimedAt');
    return Math.max(stored ?? -Infinity, otherClaimAt ?? -Infinity);
  }

  function nextAttemptAt(): number {
    return Math.max(retryAt, record.read('lockRetryAt') ?? -Infinity);
  }

  function factsAt(at: number): IdleLockFacts {
    const now = clock.now();
    const shared = sharedDeadline();
    const lockedAt = record.read('lockedAt');
    const claimAge = now - otherClaim();
    return {
      remainingMs: shared - now,
      remainingAtEventMs: shared - at,
      warningMs,
      lockedSinceReset: lockedAt !== undefined && lockedAt >= shared - idleTimeoutMs,
      signsOut: expiry() === 'signOut',
      claimedElsewhere: claimAge >= 0 && claimAge < OTHER_TAB_LOCK_WAIT_MS,
      backingOff: now < nextAttemptAt(),
    };
  }

  /** Runs one event through the table, carries out its effects, then shows and waits. */
  function dispatch(event: IdleLockEventType, at = clock.now(), error?: unknown): void {
    // Before the first subscriber there is no deadline yet, and nothing may touch storage.
    if (deadline === undefined) return;
    const step = idleLockStep(state, event, factsAt(at));
    if (step === undefined) return;
    state = step.state;
    for (const effect of step.effects) run(effect, event, at, error);
    if (step.recheck) dispatch('check');
    else settle();
  }

  function run(effect: IdleLockEffect, event: IdleLockEventType, at: number, error: unknown): void {
    const now = clock.now();
    switch (effect) {
      case 'reset':
        resetTo(at);
        post({ type: event === 'continue' ? 'continue' : 'activity', at });
        reporter?.noteActivity(at);
        return;
      case 'adopt':
        // Another tab's reset also ended the failure streak there (and in storage).
        deadline = Math.max(sharedDeadline(), at + idleTimeoutMs);
        failures = 0;
        retryAt = -Infinity;
        return;
      case 'call':
        sendLockCall(now);
        return;
      case 'recordLocked':
        record.write('lockedAt', now);
        record.remove('lastResetAt', 'lockFailures', 'lockRetryAt', 'activityReportedAt');
        post({ type: 'locked', at: now });
        return;
      case 'recordFailure':
        failure = error;
        failures = Math.max(failures, record.read('lockFailures') ?? 0) + 1;
        retryAt = now + lockRetryDelay(failures);
        record.write('lockFailures', failures);
        record.write('lockRetryAt', retryAt);
        post({ type: 'lockFailed', at: now });
        return;
      case 'forget':
        record.remove(
          'lastResetAt',
          'lockClaimedAt',
          'lockedAt',
          'lockFailures',
          'lockRetryAt',
          'activityReportedAt',
        );
        post({ type: 'signedOut', at: now });
        return;
      case 'goLocked':
        navigation.replace(lockTarget);
        return;
      case 'goSignIn':
        navigation.replace(options.signInUrl ?? signInPath(navigation.currentUrl()));
        return;
      case 'goSignOut':
        navigation.replace(signOutUrl(navigation.currentUrl()));
        return;
    }
  }

  /** Starts a full idle period at `at`, which also ends a failure streak. */
  function resetTo(at: number): void {
    deadline = at + idleTimeoutMs;
    failure = undefined;
    failures = 0;
    retryAt = -Infinity;
    record.write('lastResetAt', at);
    record.remove('lockFailures', 'lockRetryAt');
  }

  function sendLockCall(now: number): void {
    ownCall = true;
    record.write('lockClaimedAt', now);
    post({ type: 'locking', at: now });
    let call: Promise<boolean>;
    try {
      call = options.lock();
    } catch (error) {
      call = Promise.reject(error);
    }
    const outcome = (event: IdleLockEventType, error?: unknown): void => {
      ownCall = false;
      record.remove('lockClaimedAt');
      dispatch(event, clock.now(), error);
    };
    call.then(
      (confirmed) =>
        confirmed === true
          ? outcome('lockSucceeded')
          : outcome('lockFailed', new Error(NOT_CONFIRMED)),
      (error: unknown) =>
        outcome(isSignedOutError(error) ? 'lockUnauthorized' : 'lockFailed', error),
    );
  }

  /** Publishes the snapshot of the current phase, then sets the one timer and the listeners it needs. */
  function settle(): void {
    const { phase, trigger } = state;
    const now = clock.now();
    const shared = deadline ?? now;
    const current = cell.get();
    let wakeAt: number | undefined;
    switch (phase) {
      case 'active':
        cell.set(ACTIVE);
        wakeAt = shared - warningMs;
        break;
      case 'warning':
        showWarning(shared - now);
        wakeAt = now + delayToNextSecond(shared - now);
        break;
      case 'waiting':
      case 'locking': {
        const shownTrigger = phase === 'waiting' ? 'otherTab' : trigger;
        if (current.phase !== 'locking' || current.trigger !== shownTrigger)
          cell.set({ phase: 'locking', trigger: shownTrigger });
        if (phase === 'waiting') wakeAt = otherClaim() + OTHER_TAB_LOCK_WAIT_MS;
        break;
      }
      case 'lockFailed': {
        const error = failure ?? new Error(FAILED_ELSEWHERE);
        failure = error;
        if (
          current.phase !== 'lockFailed' ||
          current.trigger !== trigger ||
          current.error !== error
        )
          cell.set({ phase: 'lockFailed', trigger, error });
        // The next automatic attempt: at the deadline, and not before the back-off allows.
        wakeAt = Math.max(shared, nextAttemptAt());
        break;
      }
      case 'locked':
        cell.set(LOCKED);
        reporter?.stop();
        break;
      case 'signedOut':
        cell.set(SIGNED_OUT);
        reporter?.stop();
        break;
    }
    if (phase === 'active') listenForActivity();
    else stopListeningForActivity();
    cancelTimer();
    if (wakeAt !== undefined && cell.isObserved()) {
      timer = clock.setTimeout(
        () => {
          timer = undefined;
          dispatch('check');
        },
        Math.min(Math.max(0, wakeAt - now), MAX_TIMER_DELAY_MS),
      );
    }
  }

  function showWarning(remaining: number): void {
    const previous = cell.get();
    const countdown = countdownOf(remaining);
    if (previous.phase === 'warning' && previous.countdown.totalSeconds === countdown.totalSeconds)
      return;
    const announcement = countdownAnnouncement(remaining);
    const sameAnnouncement =
      previous.phase === 'warning' &&
      previous.announcement.unit === announcement.unit &&
      previous.announcement.value === announcement.value;
    cell.set({
      phase: 'warning',
      remainingMs: remaining,
      countdown,
      announcement: sameAnnouncement ? previous.announcement : announcement,
    });
  }

  function cancelTimer(): void {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
  }

  function listenForActivity(): void {
    if (detachActivity !== undefined || !cell.isObserved()) return;
    throttle.reset();
    detachActivity = activity.subscribe(throttle.record);
  }

  function stopListeningForActivity(): void {
    detachActivity?.();
    detachActivity = undefined;
  }

  function onTabMessage(data: unknown): void {
    const message = parseIdleLockTabMessage(data);
    if (message === undefined) return;
    // Tabs share one wall clock; a timestamp from the future is a bug or tampering, not a reason to extend.
    const at = Math.min(message.at, clock.now());
    switch (message.type) {
      case 'activity':
        dispatch('otherActivity', at);
        return;
      case 'continue':
        dispatch('otherContinue', at);
        return;
      case 'locking':
        otherClaimAt = at;
        dispatch('otherLocking', at);
        return;
      case 'lockFailed':
        otherClaimAt = undefined;
        dispatch('check');
        return;
      case 'locked':
        dispatch('otherLocked', at);
        return;
      case 'signedOut':
        dispatch('otherSignedOut', at);
        return;
    }
  }

  return {
    subscribe: cell.store.subscribe,
    getSnapshot: cell.store.getSnapshot,
    continueSession: () => dispatch('continue'),
    lockNow: () => dispatch('lockNow'),
    endSession() {
      // Works before the first subscriber too (a sign-out button on a page without the idle lock):
      // the shared record is forgotten all the same; only the other tabs are not told.
      deadline ??= clock.now();
      dispatch('endSession');
    },
    getRemainingMs() {
      if (!isOpen() || deadline === undefined) return 0;
      return Math.max(0, sharedDeadline() - clock.now());
    },
    lockedByServer: () => dispatch('serverLocked'),
    signedOutByServer: () => dispatch('serverSignedOut'),
  };
}
