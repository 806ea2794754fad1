import type { PortalLocale } from '../locale/portalLocale';
import { IDLE_TIMEOUT_MS, IDLE_WARNING_THRESHOLD_MS } from '../rules/time/timings';
import { ACTIVITY_THROTTLE_MS, createActivityThrottle } from './activityThrottle';
import { documentActivitySource, type ActivitySource } from './activitySource';
import { systemClock, type Clock, type TimerHandle } from './clock';
import { countdownOf, delayToNextSecond } from './countdown';
import { countdownAnnouncement } from './countdownAnnouncement';
import { assertTimerDuration, MAX_TIMER_DELAY_MS } from './duration';
import { createSnapshotCell, type ExternalStore } from './externalStore';
import type { IdleLockSnapshot, LockTrigger } from './idleLockSnapshot';
import { parseIdleLockTabMessage, type IdleLockTabMessage } from './idleLockTabMessage';
import { browserNavigation, type PortalNavigation } from './navigation';
import { documentPageLifecycle, type PageLifecycle } from './pageLifecycle';
import { lockedSettingsPath } from './sessionPaths';
import { browserLocalStorage, type SharedStorage } from './sharedStorage';
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
 * answer. `@portal/core/api/common`'s `lockSession` fits as `() => lockSession(client)`.
 */
export type LockSessionCall = () => Promise<boolean>;

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
  readonly clock?: Clock;
  readonly activity?: ActivitySource;
  readonly page?: PageLifecycle;
  readonly openTabChannel?: OpenTabChannel;
  readonly storage?: SharedStorage;
  readonly navigation?: PortalNavigation;
  /** Channel name and storage key; one per portal. */
  readonly channelName?: string;
}

/** The idle-lock store and the three things a user can do in the warning. */
export interface IdleLock extends ExternalStore<IdleLockSnapshot> {
  /** Continue / Restart, or closing the warning: a full new idle period in every tab (spec 001 §4). */
  continueSession(): void;
  /** "Lock Session", or Retry after a failed lock. Single-flight with the expiry lock (issue row 9). */
  lockNow(): void;
  /** Time left right now, never negative; 0 once locking has started. */
  getRemainingMs(): number;
}

const ACTIVE: IdleLockSnapshot = { phase: 'active' };
const LOCKED: IdleLockSnapshot = { phase: 'locked' };

/**
 * The idle-lock machine (spec 001 §4 idle timer and Stay Signed-In lock, §9 constants; issue rows 1–12).
 *
 * The state is one deadline (last reset + 30 min); the time left is always `deadline − now()`, so sleep,
 * throttled background tabs and late timers cannot make it drift. While more than 5 minutes remain
 * there are no ticks at all, one timer waits for the warning; in the warning, ticks fire on the
 * display's second boundaries. Activity listeners exist only in the `active` phase.
 *
 * Choices where the spec is silent:
 * - A lock that fails after expiry stays in `lockFailed` (the app keeps the dialog over the page with a
 *   Retry); Continue cannot undo it, the next focus / visible / pageshow retries once. After a failed
 *   "Lock Session" while time remained, Continue returns to the normal session.
 * - Across tabs the first tab to lock claims the call in storage and tells the others, which wait for
 *   its outcome (at most {@link OTHER_TAB_LOCK_WAIT_MS}) instead of calling too. The claim is a plain
 *   storage write, not an atomic lock: two tabs in different processes expiring in the same
 *   millisecond could still both call; the server's lock is idempotent, so that costs one request.
 * - Storage holds timestamps only: the last reset (removed once locked), a lock call's claim, the last lock.
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
  const storage = options.storage ?? browserLocalStorage;
  const navigation = options.navigation ?? browserNavigation;
  const channelName = options.channelName ?? IDLE_LOCK_CHANNEL;
  // Storage holds three timestamps and nothing else: the last reset, a lock call in flight, the last lock.
  const lastResetKey = `${channelName}.lastResetAt`;
  const lockClaimKey = `${channelName}.lockClaimedAt`;
  const lockedKey = `${channelName}.lockedAt`;

  let deadline: number | undefined;
  let lockTrigger: LockTrigger = 'expired';
  let ownsClaim = false;
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
    onActivity: onLocalActivity,
  });
  const phase = (): IdleLockSnapshot['phase'] => cell.get().phase;
  const isOpen = (): boolean => phase() === 'active' || phase() === 'warning';

  function start(): void {
    channel = openTabChannel(channelName, onTabMessage);
    detachPage = page.subscribe(onPageEvent);
    adoptStoredReset();
    deadline ??= resetTo(clock.now());
    evaluate();
  }

  function stop(): void {
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

  function cancelTimer(): void {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
  }

  function schedule(delayMs: number, callback: () => void): void {
    cancelTimer();
    if (!cell.isObserved()) return;
    timer = clock.setTimeout(
      () => {
        timer = undefined;
        callback();
      },
      Math.min(Math.max(0, delayMs), MAX_TIMER_DELAY_MS),
    );
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

  function readTime(key: string): number | undefined {
    const value = Number(storage.get(key) ?? Number.NaN);
    return Number.isFinite(value) ? value : undefined;
  }

  /** Starts a full idle period at `at` and returns the new deadline. */
  function resetTo(at: number): number {
    deadline = at + idleTimeoutMs;
    storage.set(lastResetKey, String(at));
    return deadline;
  }

  /** Takes a newer reset written by another tab (a tab opened during a warning, a frozen tab waking). */
  function adoptStoredReset(): void {
    const stored = readTime(lastResetKey);
    if (stored === undefined || stored > clock.now()) return;
    const storedDeadline = stored + idleTimeoutMs;
    if (storedDeadline <= clock.now()) return;
    if (deadline === undefined || storedDeadline > deadline) deadline = storedDeadline;
  }

  /** Re-reads the clock and moves to the phase the deadline calls for (issue rows 1–4). */
  function evaluate(): void {
    if (!isOpen() || deadline === undefined) return;
    const remaining = deadline - clock.now();
    if (remaining <= 0) {
      startLock('expired');
    } else if (remaining <= warningMs) {
      showWarning(remaining);
    } else {
      showActive(remaining);
    }
  }

  function showActive(remaining: number): void {
    cell.set(ACTIVE);
    listenForActivity();
    schedule(remaining - warningMs, evaluate);
  }

  function showWarning(remaining: number): void {
    stopListeningForActivity();
    const previous = cell.get();
    const countdown = countdownOf(remaining);
    if (
      previous.phase !== 'warning' ||
      previous.countdown.totalSeconds !== countdown.totalSeconds
    ) {
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
    schedule(delayToNextSecond(remaining), evaluate);
  }

  function onLocalActivity(at: number): void {
    if (phase() !== 'active' || deadline === undefined) return;
    // The warning timer may be late (throttled tab): past the threshold, activity no longer counts.
    if (deadline - at < warningMs) {
      evaluate();
      return;
    }
    resetTo(at);
    post({ type: 'activity', at });
    evaluate();
  }

  function startLock(trigger: LockTrigger): void {
    const current = phase();
    if (current === 'locking' || current === 'locked') return;
    if (lockedSinceLastReset()) {
      enterLocked();
      return;
    }
    const now = clock.now();
    const claim = readTime(lockClaimKey);
    // Another tab claimed the lock call moments ago: wait for its outcome instead of calling too.
    const claimAge = claim === undefined || ownsClaim ? Number.POSITIVE_INFINITY : now - claim;
    const claimedElsewhere = claimAge >= 0 && claimAge < OTHER_TAB_LOCK_WAIT_MS;
    lockTrigger = claimedElsewhere ? 'otherTab' : trigger;
    cancelTimer();
    stopListeningForActivity();
    cell.set({ phase: 'locking', trigger: lockTrigger });
    if (lockTrigger === 'otherTab') {
      schedule(OTHER_TAB_LOCK_WAIT_MS - (claimedElsewhere ? claimAge : 0), reopenAfterOtherTab);
      return;
    }
    storage.set(lockClaimKey, String(now));
    ownsClaim = true;
    post({ type: 'locking', at: now });
    let call: Promise<boolean>;
    try {
      call = options.lock();
    } catch (error) {
      call = Promise.reject(error);
    }
    call.then((confirmed) => {
      if (confirmed === true) onLockSucceeded();
      else
        onLockFailed(
          new Error(
            'The server did not confirm the lock (data.success was not true); the session is not locked',
          ),
        );
    }, onLockFailed);
  }

  function onLockSucceeded(): void {
    if (phase() === 'locked') return;
    const at = clock.now();
    storage.set(lockedKey, String(at));
    releaseClaim();
    post({ type: 'locked', at });
    enterLocked();
  }

  function enterLocked(): void {
    if (phase() === 'locked') return;
    cancelTimer();
    stopListeningForActivity();
    cell.set(LOCKED);
    storage.remove(lastResetKey);
    navigation.replace(lockTarget);
  }

  function onLockFailed(error: unknown): void {
    releaseClaim();
    if (phase() !== 'locking') return;
    cell.set({ phase: 'lockFailed', trigger: lockTrigger, error });
    post({ type: 'lockFailed', at: clock.now() });
  }

  function releaseClaim(): void {
    if (ownsClaim) storage.remove(lockClaimKey);
    ownsClaim = false;
  }

  /** A lock recorded after our last reset means the session is locked, whichever tab did it. */
  function lockedSinceLastReset(): boolean {
    const lockedAt = readTime(lockedKey);
    return lockedAt !== undefined && deadline !== undefined && lockedAt >= deadline - idleTimeoutMs;
  }

  /** Another tab's lock ended without word (failed, or the tab closed): back to our own deadline. */
  function reopenAfterOtherTab(): void {
    if (phase() !== 'locking' || lockTrigger !== 'otherTab') return;
    if (lockedSinceLastReset()) {
      enterLocked();
      return;
    }
    cell.set(ACTIVE);
    adoptStoredReset();
    evaluate();
  }

  function onPageEvent(): void {
    if (phase() === 'lockFailed' && lockTrigger === 'expired') {
      retryLock();
      return;
    }
    adoptStoredReset();
    evaluate();
  }

  function retryLock(): void {
    startLock(lockTrigger === 'otherTab' ? 'expired' : lockTrigger);
  }

  function onTabMessage(data: unknown): void {
    const message = parseIdleLockTabMessage(data);
    if (message === undefined || deadline === undefined) return;
    // Tabs share one wall clock; a timestamp from the future is a bug or tampering, not a reason to extend.
    const at = Math.min(message.at, clock.now());
    switch (message.type) {
      case 'activity':
        // Counts only if it happened while 5 minutes or more remained on the shared deadline.
        if (isOpen() && deadline - at >= warningMs && at + idleTimeoutMs > deadline) {
          deadline = at + idleTimeoutMs;
          evaluate();
        }
        return;
      case 'continue':
        if (isOpen() && deadline > at && at + idleTimeoutMs > deadline) {
          deadline = at + idleTimeoutMs;
          evaluate();
        }
        return;
      case 'locking':
        if (isOpen() || phase() === 'lockFailed') startLock('otherTab');
        return;
      case 'lockFailed':
        reopenAfterOtherTab();
        return;
      case 'locked':
        enterLocked();
        return;
    }
  }

  return {
    subscribe: cell.store.subscribe,
    getSnapshot: cell.store.getSnapshot,
    continueSession() {
      const current = cell.get();
      const reopensFailedUserLock = current.phase === 'lockFailed' && current.trigger === 'user';
      if (!isOpen() && !reopensFailedUserLock) return;
      const at = clock.now();
      // After the deadline nothing revives the session (issue row 5), not even a late click on Continue.
      if (deadline === undefined || deadline <= at) {
        if (reopensFailedUserLock) startLock('expired');
        else evaluate();
        return;
      }
      if (reopensFailedUserLock) cell.set(ACTIVE);
      resetTo(at);
      post({ type: 'continue', at });
      evaluate();
    },
    lockNow() {
      const current = phase();
      if (current === 'lockFailed') retryLock();
      else if (current === 'active' || current === 'warning') startLock('user');
    },
    getRemainingMs() {
      if (!isOpen() || deadline === undefined) return 0;
      return Math.max(0, deadline - clock.now());
    },
  };
}
