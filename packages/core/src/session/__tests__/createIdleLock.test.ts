import { describe, expect, it } from 'vitest';
import type { PortalLocale } from '../../locale/portalLocale';
import {
  createIdleLock,
  IDLE_LOCK_CHANNEL,
  OTHER_TAB_LOCK_WAIT_MS,
  type IdleLock,
} from '../createIdleLock';
import type { IdleLockSnapshot } from '../idleLockSnapshot';
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

  it('row 9: after an expired lock failed, coming back to the page retries once', async () => {
    const world = new FakeWorld();
    const { idle, lockCalls, tab } = openTab(world);
    world.jump(IDLE + MINUTE);
    await world.flush();
    lockCalls[0]?.call.reject(new Error('offline'));
    await world.flush();
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
