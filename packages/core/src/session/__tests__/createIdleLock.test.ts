import { describe, expect, it } from 'vitest';
import { PortalError } from '../../client/PortalError';
import type { PortalLocale } from '../../locale/portalLocale';
import {
  createIdleLock,
  IDLE_LOCK_CHANNEL,
  OTHER_TAB_LOCK_WAIT_MS,
  type IdleLock,
} from '../createIdleLock';
import type { IdleLockSnapshot } from '../idleLockSnapshot';
import { lockRetryDelay } from '../lockRetryDelay';
import { deferred, FakeWorld, type Deferred, type FakeTab } from './fakeWorld';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const IDLE = 30 * MINUTE;

interface Harness {
  readonly tab: FakeTab;
  readonly idle: IdleLock;
  /** Every snapshot published, in order. */
  readonly snapshots: IdleLockSnapshot[];
  /** One entry per lock call: when it was made, and how to settle it. */
  readonly lockCalls: Array<{ at: number; call: Deferred<boolean> }>;
  readonly unsubscribe: () => void;
}

function openTab(world: FakeWorld, locale: PortalLocale = 'en', tab = world.createTab()): Harness {
  const lockCalls: Harness['lockCalls'] = [];
  const idle = createIdleLock({
    locale,
    ...tab.environment(),
    lock: () => {
      const call = deferred<boolean>();
      lockCalls.push({ at: world.now, call });
      return call.promise;
    },
  });
  const snapshots: IdleLockSnapshot[] = [];
  const unsubscribe = idle.subscribe(() => snapshots.push(idle.getSnapshot()));
  return { tab, idle, snapshots, lockCalls, unsubscribe };
}

function shownSeconds(snapshot: IdleLockSnapshot): number | undefined {
  return snapshot.phase === 'warning' ? snapshot.countdown.totalSeconds : undefined;
}

describe('createIdleLock: the 12 behaviour rows', () => {
  it('row 1: the state is a deadline (last reset + 30 min) and remaining time is recomputed on every tick', async () => {
    const world = new FakeWorld();
    const { idle } = openTab(world);
    expect(idle.getRemainingMs()).toBe(IDLE);
    expect(idle.getSnapshot()).toEqual({ phase: 'active' });

    await world.advance(25 * MINUTE);
    expect(idle.getSnapshot()).toMatchObject({ phase: 'warning', remainingMs: 5 * MINUTE });
    await world.advance(SECOND);
    expect(idle.getSnapshot()).toMatchObject({
      phase: 'warning',
      remainingMs: 5 * MINUTE - SECOND,
      countdown: { minutes: 4, seconds: 59, totalSeconds: 299 },
    });
  });

  it('row 2: a clock jump without ticks (sleep, throttled tab) shows the right remaining time at the next tick', async () => {
    const world = new FakeWorld();
    const { idle } = openTab(world);
    world.jump(27 * MINUTE);
    // Nothing ran during the jump, so the store still shows the old state until the first timer fires.
    expect(idle.getSnapshot().phase).toBe('active');
    await world.flush();
    expect(idle.getSnapshot()).toMatchObject({
      phase: 'warning',
      countdown: { minutes: 3, seconds: 0 },
    });

    world.jump(90 * SECOND + 500);
    await world.flush();
    expect(idle.getSnapshot()).toMatchObject({
      phase: 'warning',
      countdown: { minutes: 1, seconds: 30 },
    });
  });

  it('row 3: waking after the deadline locks at once with exactly one lock call and no warning at 0:00', async () => {
    const world = new FakeWorld();
    const { idle, snapshots, lockCalls, tab } = openTab(world);
    world.jump(45 * MINUTE);
    await world.flush();
    expect(lockCalls).toHaveLength(1);
    expect(snapshots.map((snapshot) => snapshot.phase)).toEqual(['locking']);

    await world.advance(10 * MINUTE);
    tab.firePage('focus');
    expect(lockCalls).toHaveLength(1);
    lockCalls[0]?.call.resolve(true);
    await world.flush();
    expect(idle.getSnapshot()).toEqual({ phase: 'locked' });
    expect(tab.navigations).toEqual(['/en/my-data/settings?lock=true']);
  });

  it.each(['visibilitychange', 'focus', 'pageshow'] as const)(
    'row 4: %s re-checks the deadline immediately, without waiting for a timer',
    (event) => {
      const world = new FakeWorld();
      const { idle, tab, lockCalls } = openTab(world);
      world.jump(26 * MINUTE);
      tab.firePage(event);
      expect(idle.getSnapshot()).toMatchObject({
        phase: 'warning',
        countdown: { minutes: 4, seconds: 0 },
      });
      world.jump(5 * MINUTE);
      tab.firePage(event);
      expect(idle.getSnapshot()).toEqual({ phase: 'locking', trigger: 'expired' });
      expect(lockCalls).toHaveLength(1);
    },
  );

  it('row 5: activity (or a late Continue) after the deadline does not revive the session', async () => {
    const world = new FakeWorld();
    const { idle, tab, lockCalls } = openTab(world);
    world.jump(31 * MINUTE);
    // The warning timer has not fired yet, so the activity listener is still attached.
    expect(tab.activityListenerCount()).toBe(1);
    tab.act();
    expect(idle.getSnapshot()).toEqual({ phase: 'locking', trigger: 'expired' });
    idle.continueSession();
    await world.flush();
    expect(idle.getSnapshot().phase).toBe('locking');
    expect(idle.getRemainingMs()).toBe(0);
    expect(lockCalls).toHaveLength(1);
  });

  it('row 6: activity resets only while 5 min or more remain; during the warning only Continue resets, with listeners detached', async () => {
    const world = new FakeWorld();
    const { idle, tab } = openTab(world);
    await world.advance(10 * MINUTE);
    tab.act();
    expect(idle.getRemainingMs()).toBe(IDLE);

    await world.advance(25 * MINUTE);
    expect(idle.getSnapshot().phase).toBe('warning');
    expect(tab.activityListenerCount()).toBe(0);
    tab.act(50);
    await world.advance(10 * SECOND);
    expect(idle.getRemainingMs()).toBe(5 * MINUTE - 10 * SECOND);

    idle.continueSession();
    expect(idle.getSnapshot()).toEqual({ phase: 'active' });
    expect(idle.getRemainingMs()).toBe(IDLE);
    expect(tab.activityListenerCount()).toBe(1);
  });

  it('row 6 edge: a late warning timer does not let activity in the last 5 minutes reset', () => {
    const world = new FakeWorld();
    const { idle, tab } = openTab(world);
    world.jump(25 * MINUTE + 1);
    tab.act();
    expect(idle.getSnapshot().phase).toBe('warning');
    expect(idle.getRemainingMs()).toBe(5 * MINUTE - 1);
  });

  it('row 7: 1,000 mousemoves in 100 ms make at most one reset', async () => {
    const world = new FakeWorld();
    const { idle, tab } = openTab(world);
    openTab(world); // a second tab, so resets are visible as broadcasts
    await world.advance(MINUTE);
    for (let millisecond = 0; millisecond < 100; millisecond += 1) {
      tab.act(10);
      world.jump(1);
    }
    await world.flush();
    const resets = world.posted.filter(
      (message) => (message.data as { type: string }).type === 'activity',
    );
    expect(resets).toHaveLength(1);
    expect(idle.getRemainingMs()).toBe(IDLE - 100);
    // The next second opens the gate again.
    await world.advance(SECOND);
    tab.act();
    expect(
      world.posted.filter((message) => (message.data as { type: string }).type === 'activity'),
    ).toHaveLength(2);
  });

  it('row 8: ticks align to display boundaries, so mm:ss never skips or repeats a second', async () => {
    const world = new FakeWorld();
    const { snapshots } = openTab(world);
    // Open the warning mid-second: 4:59.4 left.
    world.jump(25 * MINUTE + 600);
    await world.advance(5 * MINUTE);
    const shown = snapshots.map(shownSeconds).filter((value) => value !== undefined);
    expect(shown).toEqual(Array.from({ length: 300 }, (_, index) => 300 - index));
  });

  it('row 8: with every timer up to 999 ms late, the countdown still never skips or repeats', async () => {
    const world = new FakeWorld();
    let call = 0;
    world.timerLateness = () => (call++ * 397) % 1_000;
    const { snapshots } = openTab(world);
    await world.advance(31 * MINUTE);
    const shown = snapshots.map(shownSeconds).filter((value) => value !== undefined);
    expect(shown[0]).toBeLessThanOrEqual(300);
    shown.forEach((value, index) => {
      if (index > 0) expect(value).toBe((shown[index - 1] as number) - 1);
    });
    expect(shown.at(-1)).toBe(1);
  });

  it('row 9: "Lock Session" and expiry together make one call, and the countdown clamps at 0 while it is slow', async () => {
    const world = new FakeWorld();
    const { idle, lockCalls } = openTab(world);
    await world.advance(29 * MINUTE + 59 * SECOND);
    idle.lockNow();
    idle.lockNow();
    await world.advance(5 * MINUTE);
    expect(lockCalls).toHaveLength(1);
    expect(idle.getSnapshot()).toEqual({ phase: 'locking', trigger: 'user' });
    expect(idle.getRemainingMs()).toBe(0);
  });

  it('row 9: on success it navigates once to the locale constant /{lang}/my-data/settings?lock=true', async () => {
    const world = new FakeWorld();
    const { idle, lockCalls, tab } = openTab(world, 'ar-AE');
    idle.lockNow();
    lockCalls[0]?.call.resolve(true);
    await world.flush();
    expect(tab.navigations).toEqual(['/ar-AE/my-data/settings?lock=true']);
    expect(world.storage.has(`${IDLE_LOCK_CHANNEL}.lastResetAt`)).toBe(false);
    expect(tab.activityListenerCount()).toBe(0);
  });

  it('row 9: on failure it shows a clear error and a retry, and is never half-locked', async () => {
    const world = new FakeWorld();
    const { idle, lockCalls, tab } = openTab(world);
    world.jump(IDLE);
    await world.flush();
    const failure = new Error('lock call failed with network');
    lockCalls[0]?.call.reject(failure);
    await world.flush();
    expect(idle.getSnapshot()).toEqual({ phase: 'lockFailed', trigger: 'expired', error: failure });
    expect(tab.navigations).toEqual([]);
    // Expired: Continue cannot undo it; activity is not listened to.
    idle.continueSession();
    expect(idle.getSnapshot().phase).toBe('lockFailed');
    expect(tab.activityListenerCount()).toBe(0);

    idle.lockNow();
    expect(lockCalls).toHaveLength(2);
    lockCalls[1]?.call.resolve(true);
    await world.flush();
    expect(idle.getSnapshot()).toEqual({ phase: 'locked' });
    expect(tab.navigations).toEqual(['/en/my-data/settings?lock=true']);
  });

  it('row 9: an answer without data.success is a failure, not a lock', async () => {
    const world = new FakeWorld();
    const { idle, lockCalls, tab } = openTab(world);
    idle.lockNow();
    lockCalls[0]?.call.resolve(false);
    await world.flush();
    expect(idle.getSnapshot()).toMatchObject({ phase: 'lockFailed', trigger: 'user' });
    const { error } = idle.getSnapshot() as { error: Error };
    expect(error.message).toMatch(/did not confirm the lock/);
    expect(tab.navigations).toEqual([]);
  });

  it('row 9: after an expired lock failed, coming back to the page retries once (once the back-off allows)', async () => {
    const world = new FakeWorld();
    const { idle, lockCalls, tab } = openTab(world);
    world.jump(IDLE + MINUTE);
    await world.flush();
    lockCalls[0]?.call.reject(new Error('offline'));
    await world.flush();
    // Straight back: the back-off has not passed, so nothing is sent (issue G §2).
    tab.firePage('visibilitychange');
    expect(lockCalls).toHaveLength(1);
    // Hidden and frozen while the back-off passes (no timer ran), then back: one retry at once.
    world.jump(lockRetryDelay(1));
    tab.firePage('visibilitychange');
    expect(lockCalls).toHaveLength(2);
    tab.firePage('focus');
    expect(lockCalls).toHaveLength(2);
    expect(idle.getSnapshot().phase).toBe('locking');
  });

  it('row 9: a failed "Lock Session" with time left lets the user continue', async () => {
    const world = new FakeWorld();
    const { idle, lockCalls } = openTab(world);
    await world.advance(26 * MINUTE);
    idle.lockNow();
    lockCalls[0]?.call.reject(new Error('500'));
    await world.flush();
    expect(idle.getSnapshot()).toMatchObject({ phase: 'lockFailed', trigger: 'user' });
    idle.continueSession();
    expect(idle.getSnapshot()).toEqual({ phase: 'active' });
    expect(idle.getRemainingMs()).toBe(IDLE);
  });

  it('row 10: warning → Continue three times locks exactly 30 min after the last Continue (no stale timers)', async () => {
    const world = new FakeWorld();
    const { idle, lockCalls } = openTab(world);
    let lastContinue = 0;
    for (const waitInWarning of [10 * SECOND, 4 * MINUTE + 59 * SECOND, 2_345]) {
      await world.advance(25 * MINUTE + waitInWarning);
      expect(idle.getSnapshot().phase).toBe('warning');
      idle.continueSession();
      lastContinue = world.now;
    }
    await world.advance(IDLE - 1);
    expect(lockCalls).toHaveLength(0);
    await world.advance(1);
    expect(lockCalls.map((call) => call.at)).toEqual([lastContinue + IDLE]);
    expect(world.pendingTimers()).toBe(0);
  });

  it('row 11: activity or Continue in one tab resets all; a lock in one locks all; only timestamps and types cross', async () => {
    const world = new FakeWorld();
    const a = openTab(world);
    const b = openTab(world);
    const c = openTab(world);
    await world.advance(10 * MINUTE);
    a.tab.act();
    await world.flush();
    for (const tab of [a, b, c]) expect(tab.idle.getRemainingMs()).toBe(IDLE);

    await world.advance(26 * MINUTE);
    for (const tab of [a, b, c]) expect(tab.idle.getSnapshot().phase).toBe('warning');
    b.idle.continueSession();
    await world.flush();
    for (const tab of [a, b, c]) expect(tab.idle.getSnapshot()).toEqual({ phase: 'active' });

    c.idle.lockNow();
    await world.flush();
    expect(a.idle.getSnapshot()).toEqual({ phase: 'locking', trigger: 'otherTab' });
    c.lockCalls[0]?.call.resolve(true);
    await world.flush();
    for (const tab of [a, b, c]) {
      expect(tab.idle.getSnapshot()).toEqual({ phase: 'locked' });
      expect(tab.tab.navigations).toEqual(['/en/my-data/settings?lock=true']);
    }
    expect(a.lockCalls.length + b.lockCalls.length + c.lockCalls.length).toBe(1);
    for (const message of world.posted)
      expect(Object.keys(message.data as object).sort()).toEqual(['at', 'type']);
  });

  it('row 11: a tab opened during a warning shows the same countdown', async () => {
    const world = new FakeWorld();
    const first = openTab(world);
    await world.advance(27 * MINUTE + 12 * SECOND);
    const late = openTab(world);
    expect(late.idle.getSnapshot()).toEqual(first.idle.getSnapshot());
    await world.advance(SECOND);
    expect(shownSeconds(late.idle.getSnapshot())).toBe(shownSeconds(first.idle.getSnapshot()));
  });

  it('row 11: when the locking tab goes silent, the others fall back to their own deadline', async () => {
    const world = new FakeWorld();
    const a = openTab(world);
    const b = openTab(world);
    await world.advance(28 * MINUTE);
    a.idle.lockNow();
    a.unsubscribe(); // the tab closes mid-call
    await world.flush();
    expect(b.idle.getSnapshot()).toEqual({ phase: 'locking', trigger: 'otherTab' });
    await world.advance(OTHER_TAB_LOCK_WAIT_MS);
    expect(b.idle.getSnapshot()).toMatchObject({
      phase: 'warning',
      countdown: { minutes: 1, seconds: 40 },
    });
    await world.advance(100 * SECOND);
    expect(b.idle.getSnapshot()).toEqual({ phase: 'locking', trigger: 'expired' });
    expect(b.lockCalls).toHaveLength(1);
  });

  it.each([
    [
      'idleTimeoutMs',
      { idleTimeoutMs: 2 ** 31 },
      /idleTimeoutMs must be .*2147483647.*got 2147483648/,
    ],
    ['warningMs', { warningMs: 3_000_000_000 }, /warningMs must be .*got 3000000000/],
    [
      'activityThrottleMs',
      { activityThrottleMs: Number.NaN },
      /activityThrottleMs must be .*got NaN/,
    ],
    ['idleTimeoutMs', { idleTimeoutMs: 0 }, /idleTimeoutMs must be .*got 0/],
    ['warningMs', { warningMs: IDLE }, /warningMs \(1800000\) must be shorter than idleTimeoutMs/],
  ])('row 12: rejects a bad %s at construction', (_name, overrides, message) => {
    expect(() =>
      createIdleLock({ locale: 'en', lock: () => Promise.resolve(true), ...overrides }),
    ).toThrow(message);
  });

  it('row 12: accepts exactly 2^31−1 ms', () => {
    expect(() =>
      createIdleLock({
        locale: 'en',
        lock: () => Promise.resolve(true),
        idleTimeoutMs: 2 ** 31 - 1,
      }),
    ).not.toThrow();
  });
});

/** What the portal client rejects with when the lock endpoint answers 503 (GET, not retried). */
const http503 = (): PortalError =>
  new PortalError({ kind: 'http', call: 'common.lockSession', status: 503 });

/** Tabs whose lock call answers `answer` after `latencyMs`, the way a real endpoint would. */
function openTabsWithEndpoint(
  world: FakeWorld,
  count: number,
  answer: () => PortalError,
  latencyMs = 300,
) {
  const calls: number[] = [];
  const lock = (): Promise<boolean> => {
    calls.push(world.now);
    return new Promise<boolean>((_resolve, reject) => {
      world.clock.setTimeout(() => reject(answer()), latencyMs);
    });
  };
  const tabs = Array.from({ length: count }, () => {
    const tab = world.createTab();
    const idle = createIdleLock({ locale: 'en', lock, ...tab.environment() });
    idle.subscribe(() => {});
    return { tab, idle };
  });
  return { calls, tabs };
}

/** The most calls that fall within any 60-second window. */
function mostCallsInAMinute(calls: readonly number[]): number {
  return Math.max(
    0,
    ...calls.map((at) => calls.filter((other) => other >= at && other < at + MINUTE).length),
  );
}

describe('createIdleLock: failure paths (issue G §2), rows 13–18', () => {
  it('row 13: two tabs and a 503 lock endpoint back off together: at most 2 lock calls in any minute', async () => {
    const world = new FakeWorld();
    const { calls, tabs } = openTabsWithEndpoint(world, 2, http503);
    const expiry = world.now + IDLE;
    await world.advance(IDLE + 10 * MINUTE);
    // Shared back-off after each failure (answered 300 ms after the call): 30 s, 1 min, 2 min, 4 min.
    expect(calls.map((at) => (at - expiry) / SECOND)).toEqual([0, 30.3, 90.6, 210.9, 451.2]);
    expect(mostCallsInAMinute(calls)).toBe(2);
    for (const { idle, tab } of tabs) {
      expect(idle.getSnapshot()).toMatchObject({ phase: 'lockFailed', trigger: 'expired' });
      expect(tab.navigations).toEqual([]);
    }
  });

  it('row 13: with one tab the failed lock is retried on the same back-off, never at once', async () => {
    const world = new FakeWorld();
    const { calls } = openTabsWithEndpoint(world, 1, http503);
    const expiry = world.now + IDLE;
    await world.advance(IDLE + 5 * MINUTE);
    expect(calls.map((at) => (at - expiry) / SECOND)).toEqual([0, 30.3, 90.6, 210.9]);
  });

  it("row 13: Retry is the user's and goes at once; the streak is shared, so the next automatic call waits longer", async () => {
    const world = new FakeWorld();
    const { calls, tabs } = openTabsWithEndpoint(world, 2, http503);
    const expiry = world.now + IDLE;
    await world.advance(IDLE + 10 * SECOND);
    tabs[1]?.idle.lockNow();
    await world.advance(MINUTE);
    // 0: expiry, 10: Retry in the other tab, then 1 min after that second failure.
    expect(calls.map((at) => (at - expiry) / SECOND)).toEqual([0, 10]);
    await world.advance(MINUTE);
    expect(calls.map((at) => (at - expiry) / SECOND)).toEqual([0, 10, 70.3]);
  });

  it('row 14: a failed "Lock Session" keeps the deadline running and locks when it expires', async () => {
    const world = new FakeWorld();
    const start = world.now;
    const { idle, lockCalls, tab } = openTab(world);
    await world.advance(10 * MINUTE);
    idle.lockNow();
    lockCalls[0]?.call.reject(http503());
    await world.flush();
    expect(idle.getSnapshot()).toMatchObject({ phase: 'lockFailed', trigger: 'user' });
    await world.advance(20 * MINUTE - 1);
    expect(lockCalls).toHaveLength(1);
    await world.advance(1);
    expect(lockCalls.map((call) => call.at - start)).toEqual([10 * MINUTE, IDLE]);
    expect(idle.getSnapshot()).toEqual({ phase: 'locking', trigger: 'expired' });
    lockCalls[1]?.call.resolve(true);
    await world.flush();
    expect(idle.getSnapshot()).toEqual({ phase: 'locked' });
    expect(tab.navigations).toEqual(['/en/my-data/settings?lock=true']);
  });

  it.each([
    [
      'PortalError kind unauthorized',
      () => Object.assign(new Error('401'), { kind: 'unauthorized', status: 401 }),
    ],
    [
      'PortalError kind http, status 401',
      () => new PortalError({ kind: 'http', call: 'common.lockSession', status: 401 }),
    ],
  ])(
    'row 15: a 401 from the lock call (%s) means signed out: every tab goes to sign-in',
    async (_name, unauthorized) => {
      const world = new FakeWorld();
      const a = openTab(world);
      const b = openTab(world);
      world.jump(IDLE);
      await world.flush();
      const caller = a.lockCalls.length > 0 ? a : b;
      const other = caller === a ? b : a;
      caller.lockCalls[0]?.call.reject(unauthorized());
      await world.flush();
      for (const { idle, tab } of [a, b]) {
        expect(idle.getSnapshot()).toEqual({ phase: 'signedOut' });
        expect(tab.navigations).toEqual(['/login?redirectUrl=%2Fen%2Fmylocker']);
      }
      // Nothing revives a signed-out session, and nothing calls again.
      caller.idle.continueSession();
      caller.idle.lockNow();
      caller.tab.act();
      other.tab.firePage('focus');
      await world.advance(10 * MINUTE);
      expect(caller.idle.getSnapshot()).toEqual({ phase: 'signedOut' });
      expect(a.lockCalls.length + b.lockCalls.length).toBe(1);
      expect([...world.storage.keys()].filter((key) => key.startsWith(IDLE_LOCK_CHANNEL))).toEqual(
        [],
      );
    },
  );

  it('row 15: signInUrl replaces the default sign-in address', async () => {
    const world = new FakeWorld();
    const tab = world.createTab();
    const idle = createIdleLock({
      locale: 'en',
      signInUrl: '/api/smartpass/login?provider=uaepass',
      lock: () =>
        Promise.reject(new PortalError({ kind: 'http', call: 'common.lockSession', status: 401 })),
      ...tab.environment(),
    });
    idle.subscribe(() => {});
    idle.lockNow();
    await world.flush();
    expect(tab.navigations).toEqual(['/api/smartpass/login?provider=uaepass']);
  });

  it('row 16: a reload after the deadline locks at once (an expired stored reset is a pending lock)', async () => {
    const world = new FakeWorld();
    const tab = world.createTab();
    const before = openTab(world, 'en', tab);
    await world.advance(10 * MINUTE);
    before.unsubscribe(); // the page unloads
    world.jump(35 * MINUTE);
    const after = openTab(world, 'en', tab); // the same tab, reloaded
    expect(after.idle.getSnapshot()).toEqual({ phase: 'locking', trigger: 'expired' });
    expect(after.lockCalls).toHaveLength(1);
    after.lockCalls[0]?.call.resolve(true);
    await world.flush();
    expect(tab.navigations).toEqual(['/en/my-data/settings?lock=true']);
  });

  it('row 16: a failed lock survives a reload: reload → lockFailed, then lock on the back-off', async () => {
    const world = new FakeWorld();
    const tab = world.createTab();
    const before = openTab(world, 'en', tab);
    world.jump(IDLE);
    await world.flush();
    const failedAt = world.now;
    before.lockCalls[0]?.call.reject(http503());
    await world.flush();
    before.unsubscribe();
    const after = openTab(world, 'en', tab);
    expect(after.idle.getSnapshot()).toMatchObject({ phase: 'lockFailed', trigger: 'expired' });
    expect(after.idle.getRemainingMs()).toBe(0);
    expect(after.lockCalls).toHaveLength(0);
    await world.advance(lockRetryDelay(1));
    expect(after.lockCalls.map((call) => call.at)).toEqual([failedAt + lockRetryDelay(1)]);
  });

  it('row 17: the expiry re-reads the shared last activity: a tab that missed 40 minutes of work elsewhere does not lock', async () => {
    const world = new FakeWorld();
    const working = openTab(world);
    // A frozen tab: it hears nothing from the others, and its own timers fire late, all at once.
    const frozenTab = world.createTab();
    const frozenLockCalls: number[] = [];
    const frozen = createIdleLock({
      locale: 'en',
      ...frozenTab.environment(),
      openTabChannel: () => ({ post: () => {}, close: () => {} }),
      lock: () => {
        frozenLockCalls.push(world.now);
        return Promise.resolve(true);
      },
    });
    frozen.subscribe(() => {});
    for (let minute = 0; minute < 40; minute += 1) {
      working.tab.act();
      await world.advance(MINUTE);
    }
    expect(frozenLockCalls).toEqual([]);
    expect(working.lockCalls).toEqual([]);
    expect(frozen.getSnapshot()).toEqual({ phase: 'active' });
    expect(frozen.getRemainingMs()).toBe(IDLE - MINUTE);
    expect([working.tab.navigations, frozenTab.navigations]).toEqual([[], []]);
  });

  it('row 18: re-subscribing after a long unmount takes the shared deadline, not a stale one', async () => {
    const world = new FakeWorld();
    const a = openTab(world);
    await world.advance(MINUTE);
    a.unsubscribe();
    // Meanwhile another tab locks the session, and the user unlocks it (a new page, not a store).
    const b = openTab(world);
    await world.advance(4 * MINUTE);
    b.idle.lockNow();
    b.lockCalls[0]?.call.resolve(true);
    await world.flush();
    expect(b.idle.getSnapshot()).toEqual({ phase: 'locked' });
    await world.advance(45 * MINUTE);
    a.idle.subscribe(() => {});
    await world.flush();
    expect(a.idle.getSnapshot()).toEqual({ phase: 'active' });
    expect(a.idle.getRemainingMs()).toBe(IDLE);
    expect(a.tab.navigations).toEqual([]);
    expect(a.lockCalls).toEqual([]);
  });

  it('endSession() works on a store nobody subscribed to: it forgets the stored deadline, nothing else', async () => {
    const world = new FakeWorld();
    const a = openTab(world);
    await world.advance(MINUTE);
    a.unsubscribe();
    const tab = world.createTab();
    const idle = createIdleLock({
      locale: 'en',
      lock: () => Promise.resolve(true),
      ...tab.environment(),
    });
    idle.endSession();
    expect(idle.getSnapshot()).toEqual({ phase: 'signedOut' });
    expect([...world.storage.keys()]).toEqual([]);
    expect([
      world.pendingTimers(),
      tab.navigations.length,
      world.openChannelCount(IDLE_LOCK_CHANNEL),
    ]).toEqual([0, 0, 0]);
  });

  it('endSession() forgets the shared deadline and sends the other tabs to sign-in; the next start is a full period', async () => {
    const world = new FakeWorld();
    const a = openTab(world);
    const b = openTab(world);
    world.jump(IDLE - MINUTE);
    await world.flush();
    a.idle.endSession();
    await world.flush();
    expect(a.idle.getSnapshot()).toEqual({ phase: 'signedOut' });
    expect(a.tab.navigations).toEqual([]);
    expect(b.idle.getSnapshot()).toEqual({ phase: 'signedOut' });
    expect(b.tab.navigations).toEqual(['/login?redirectUrl=%2Fen%2Fmylocker']);
    expect([...world.storage.keys()].filter((key) => key.startsWith(IDLE_LOCK_CHANNEL))).toEqual(
      [],
    );
    world.jump(2 * IDLE);
    const next = openTab(world);
    expect(next.idle.getSnapshot()).toEqual({ phase: 'active' });
    expect(next.idle.getRemainingMs()).toBe(IDLE);
  });
});

describe('createIdleLock: store and environment', () => {
  it('touches nothing until subscribed and detaches everything on the last unsubscribe', async () => {
    const world = new FakeWorld();
    const tab = world.createTab();
    const idle = createIdleLock({
      locale: 'en',
      lock: () => Promise.resolve(true),
      ...tab.environment(),
    });
    expect([tab.activityListenerCount(), tab.pageListenerCount(), world.pendingTimers()]).toEqual([
      0, 0, 0,
    ]);
    expect(world.storage.size).toBe(0);

    const stopFirst = idle.subscribe(() => {});
    const stopSecond = idle.subscribe(() => {});
    expect([tab.activityListenerCount(), tab.pageListenerCount(), world.pendingTimers()]).toEqual([
      1, 1, 1,
    ]);
    expect(world.openChannelCount(IDLE_LOCK_CHANNEL)).toBe(1);
    stopFirst();
    stopFirst();
    expect(tab.activityListenerCount()).toBe(1);
    stopSecond();
    expect([tab.activityListenerCount(), tab.pageListenerCount(), world.pendingTimers()]).toEqual([
      0, 0, 0,
    ]);
    expect(world.openChannelCount(IDLE_LOCK_CHANNEL)).toBe(0);
    await world.flush();
  });

  it('keeps the same snapshot object while nothing visible changes', async () => {
    const world = new FakeWorld();
    const { idle, tab, snapshots } = openTab(world);
    const first = idle.getSnapshot();
    await world.advance(MINUTE);
    tab.act();
    expect(idle.getSnapshot()).toBe(first);
    expect(snapshots).toEqual([]);
  });

  it('gives the screen reader a value that changes at most once per 15 s, and once a minute above one minute', async () => {
    const world = new FakeWorld();
    const { snapshots } = openTab(world);
    world.jump(25 * MINUTE + 321);
    await world.advance(5 * MINUTE);
    const changes: Array<{ remaining: number; text: string }> = [];
    let previous: unknown;
    for (const snapshot of snapshots) {
      if (snapshot.phase !== 'warning' || snapshot.announcement === previous) continue;
      previous = snapshot.announcement;
      changes.push({
        remaining: snapshot.remainingMs,
        text: `${snapshot.announcement.value} ${snapshot.announcement.unit}`,
      });
    }
    expect(changes.map((change) => change.text)).toEqual([
      '5 minute',
      '4 minute',
      '3 minute',
      '2 minute',
      '60 second',
      '45 second',
      '30 second',
      '15 second',
    ]);
    changes.forEach((change, index) => {
      const next = changes[index + 1];
      if (next === undefined) return;
      const gap = change.remaining - next.remaining;
      expect(gap).toBeGreaterThanOrEqual(next.remaining >= MINUTE ? MINUTE - SECOND : 15 * SECOND);
    });
  });
});
