import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PortalError } from '../../client/PortalError';
import { IDLE_TIMEOUT_MS } from '../../rules/time/timings';
import { ACTIVITY_REPORT_INTERVAL_MS } from '../activityReporter';
import { createIdleLock, IDLE_LOCK_CHANNEL, type IdleExpiry } from '../createIdleLock';
import { deferred, FakeWorld, type Deferred, type FakeTab } from './fakeWorld';

/*
 * Issue O items 2 and 10: the page reports activity to the server (at most once a minute), follows
 * the server's word (locked, signed out), and a normal session signs out at the end of the idle
 * period instead of asking for a lock it cannot get.
 */

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const LOCKED_PAGE = '/en/my-data/settings?lock=true';

interface Options {
  readonly expiry?: IdleExpiry;
  /** Answers each report; default "not locked". */
  readonly answer?: () => Promise<{ signedIn?: boolean; locked: boolean }>;
}

function openTab(world: FakeWorld, options: Options = {}, tab: FakeTab = world.createTab()) {
  const reports: number[] = [];
  const lockCalls: Array<Deferred<boolean>> = [];
  const idle = createIdleLock({
    locale: 'en',
    ...tab.environment(),
    lock: () => {
      const call = deferred<boolean>();
      lockCalls.push(call);
      return call.promise;
    },
    expiry: () => options.expiry ?? 'lock',
    signOutUrl: (current) => `/api/smartpass/logout?redirectUrl=${encodeURIComponent(current)}`,
    reportActivity: () => {
      reports.push(world.now);
      return options.answer?.() ?? Promise.resolve({ locked: false });
    },
  });
  const unsubscribe = idle.subscribe(() => undefined);
  return { tab, idle, reports, lockCalls, unsubscribe };
}

describe('activity reports (issue O item 2)', () => {
  it('reports the fresh start at once, then at most once a minute, the trailing activity included', async () => {
    const world = new FakeWorld();
    const { tab, reports } = openTab(world);
    const start = world.now;
    await world.flush();
    expect(reports).toEqual([start]);

    // Activity every 2 s for 3 minutes: one report a minute, never two within a minute.
    for (let i = 0; i < 90; i += 1) {
      await world.advance(2 * SECOND);
      tab.act();
    }
    await world.advance(MINUTE);
    expect(reports).toEqual([start, start + MINUTE, start + 2 * MINUTE, start + 3 * MINUTE]);
    // Quiet afterwards: nothing more is sent.
    await world.advance(20 * MINUTE);
    expect(reports).toHaveLength(4);
  });

  it('is throttled for the whole browser: a second tab adds no reports', async () => {
    const world = new FakeWorld();
    const first = openTab(world);
    const second = openTab(world);
    await world.flush();
    for (let i = 0; i < 30; i += 1) {
      await world.advance(4 * SECOND);
      (i % 2 === 0 ? first : second).tab.act();
    }
    await world.advance(MINUTE);
    const all = [...first.reports, ...second.reports].sort((a, b) => a - b);
    for (let i = 1; i < all.length; i += 1)
      expect((all[i] ?? 0) - (all[i - 1] ?? 0)).toBeGreaterThanOrEqual(ACTIVITY_REPORT_INTERVAL_MS);
    expect(all.length).toBeGreaterThanOrEqual(2);
  });

  it('Continue in the warning is reported', async () => {
    const world = new FakeWorld();
    const { idle, reports } = openTab(world);
    await world.advance(26 * MINUTE);
    expect(idle.getSnapshot().phase).toBe('warning');
    idle.continueSession();
    await world.flush();
    expect(reports.at(-1)).toBe(world.now);
  });

  it('a ledger written into the future (tampered storage) is ignored, not obeyed', async () => {
    const world = new FakeWorld();
    world.storage.set(
      `${IDLE_LOCK_CHANNEL}.activityReportedAt`,
      String(world.now + 10 * 365 * 86_400_000),
    );
    const { reports } = openTab(world);
    await world.flush();
    expect(reports).toEqual([world.now]);
  });

  it('a failed report is tried again a minute later, not at once', async () => {
    const world = new FakeWorld();
    let fail = true;
    const { reports } = openTab(world, {
      answer: () =>
        fail
          ? Promise.reject(new PortalError({ kind: 'network', call: 'x' }))
          : Promise.resolve({ locked: false }),
    });
    await world.flush();
    expect(reports).toHaveLength(1);
    fail = false;
    await world.advance(MINUTE - SECOND);
    expect(reports).toHaveLength(1);
    await world.advance(SECOND);
    expect(reports).toHaveLength(2);
  });
});

describe('the server’s word (issue O item 2)', () => {
  it('the server says locked (state refresh): every tab goes to the unlock page, whatever storage says', async () => {
    const world = new FakeWorld();
    const first = openTab(world);
    const second = openTab(world);
    await world.advance(10 * MINUTE);
    // Tampering: the browser's record claims the person was active just now, and that the next
    // lock attempt is far away.
    world.storage.set(`${IDLE_LOCK_CHANNEL}.lastResetAt`, String(world.now));
    world.storage.set(`${IDLE_LOCK_CHANNEL}.lockRetryAt`, String(world.now + 86_400_000));
    first.idle.lockedByServer();
    await world.flush();
    expect(first.idle.getSnapshot()).toEqual({ phase: 'locked' });
    expect(second.idle.getSnapshot()).toEqual({ phase: 'locked' });
    expect(first.tab.navigations).toEqual([LOCKED_PAGE]);
    expect(second.tab.navigations).toEqual([LOCKED_PAGE]);
    // The page never called the lock itself: the server had locked already.
    expect(first.lockCalls).toHaveLength(0);
  });

  it('an activity report answered "locked" after "unlocked" locks the page', async () => {
    const world = new FakeWorld();
    let locked = false;
    const { idle, tab } = openTab(world, { answer: async () => ({ locked }) });
    await world.flush();
    expect(idle.getSnapshot()).toEqual({ phase: 'active' });
    locked = true;
    await world.advance(2 * MINUTE);
    tab.act();
    await world.flush();
    expect(idle.getSnapshot()).toEqual({ phase: 'locked' });
    expect(tab.navigations).toEqual([LOCKED_PAGE]);
  });

  it('an activity report that finds the session ended (after it was known) sends every tab to sign-in', async () => {
    const world = new FakeWorld();
    let signedIn = true;
    const { idle, tab } = openTab(world, {
      answer: () =>
        signedIn
          ? Promise.resolve({ locked: false })
          : Promise.reject(new PortalError({ kind: 'unauthorized', call: 'x', status: 401 })),
    });
    await world.flush();
    signedIn = false;
    await world.advance(2 * MINUTE);
    tab.act();
    await world.flush();
    expect(idle.getSnapshot()).toEqual({ phase: 'signedOut' });
    expect(tab.navigations).toEqual(['/login?redirectUrl=%2Fen%2Fmylocker']);
  });

  it.each([
    ['locked', async () => ({ locked: true })],
    ['no session', async () => ({ signedIn: false, locked: false })],
  ])(
    'a first report that finds %s (a page opened so, a stale sign-in hint) moves nothing, and reports stop',
    async (_, answer) => {
      const world = new FakeWorld();
      const { idle, tab, reports } = openTab(world, { answer });
      await world.flush();
      expect(idle.getSnapshot()).toEqual({ phase: 'active' });
      expect(tab.navigations).toEqual([]);
      await world.advance(2 * MINUTE);
      expect(reports).toHaveLength(1);
    },
  );
});

describe('a normal session at the end of the idle period (issue O item 10)', () => {
  it('signs out through the server, returning to this page, and never calls the lock', async () => {
    const world = new FakeWorld();
    const { idle, tab, lockCalls } = openTab(world, { expiry: 'signOut' });
    await world.advance(25 * MINUTE);
    expect(idle.getSnapshot().phase).toBe('warning');
    await world.advance(5 * MINUTE);
    expect(idle.getSnapshot()).toEqual({ phase: 'signedOut' });
    expect(tab.navigations).toEqual(['/api/smartpass/logout?redirectUrl=%2Fen%2Fmylocker']);
    expect(lockCalls).toHaveLength(0);
    // The record is gone: the next sign-in starts a full idle period.
    expect(world.storage.get(`${IDLE_LOCK_CHANNEL}.lastResetAt`)).toBeUndefined();
  });

  it('"Sign Out" in the warning signs out at once, and the other tabs go to sign-in', async () => {
    const world = new FakeWorld();
    const first = openTab(world, { expiry: 'signOut' });
    const second = openTab(world, { expiry: 'signOut' }, world.createTab('/en/my-utilities'));
    await world.advance(26 * MINUTE);
    first.idle.lockNow();
    await world.flush();
    expect(first.tab.navigations).toEqual(['/api/smartpass/logout?redirectUrl=%2Fen%2Fmylocker']);
    expect(second.tab.navigations).toEqual(['/login?redirectUrl=%2Fen%2Fmy-utilities']);
    expect(first.lockCalls).toHaveLength(0);
  });

  it('reads the kind at the moment of expiry (the page learns it from the server later)', async () => {
    const world = new FakeWorld();
    let kind: IdleExpiry = 'lock';
    const tab = world.createTab();
    const lockCalls: unknown[] = [];
    const idle = createIdleLock({
      locale: 'en',
      ...tab.environment(),
      lock: () => {
        lockCalls.push(world.now);
        return Promise.resolve(true);
      },
      expiry: () => kind,
    });
    idle.subscribe(() => undefined);
    await world.advance(MINUTE);
    kind = 'signOut';
    await world.advance(29 * MINUTE);
    expect(idle.getSnapshot()).toEqual({ phase: 'signedOut' });
    // Without signOutUrl, straight to sign-in (the server's own deadline ends its session).
    expect(tab.navigations).toEqual(['/login?redirectUrl=%2Fen%2Fmylocker']);
    expect(lockCalls).toEqual([]);
  });
});

/*
 * "An active person is never locked by the server": the page reports as the person acts; the server
 * (modelled: its idle deadline is its last report + 30 minutes, exactly as the sandbox keeps it)
 * must never pass its deadline while the page's own deadline is still ahead.
 */
const step = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('act' as const), tab: fc.nat(1) }), weight: 3 },
  // Mostly the seconds between two movements; now and then a long pause, up to past the deadline.
  {
    arbitrary: fc.record({
      kind: fc.constant('wait' as const),
      ms: fc.integer({ min: 0, max: 90 * SECOND }),
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('wait' as const),
      ms: fc.integer({ min: MINUTE, max: 31 * MINUTE }),
    }),
    weight: 1,
  },
  { arbitrary: fc.record({ kind: fc.constant('continue' as const), tab: fc.nat(1) }), weight: 1 },
);

describe('property: an active person is never locked by the server', () => {
  it('for any activity of two tabs, the server’s deadline never comes before the page’s', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 80 }), async (steps) => {
        const world = new FakeWorld();
        // Signed in a moment before the page opened: the server's first deadline.
        let serverLastReport = world.now - 5 * SECOND;
        const tabs = [0, 1].map(() => {
          const tab = world.createTab();
          const idle = createIdleLock({
            locale: 'en',
            ...tab.environment(),
            lock: () => Promise.resolve(true),
            reportActivity: async () => {
              // The server takes the time from its own clock when the report arrives.
              expect(world.now).toBeLessThan(serverLastReport + IDLE_TIMEOUT_MS);
              serverLastReport = world.now;
              return { locked: false };
            },
          });
          idle.subscribe(() => undefined);
          return { tab, idle };
        });
        /** The page's deadline: the browser's shared record. */
        const pageDeadline = () =>
          Number(world.storage.get(`${IDLE_LOCK_CHANNEL}.lastResetAt`)) + IDLE_TIMEOUT_MS;
        const check = () => {
          const open = tabs.some(({ idle }) =>
            ['active', 'warning'].includes(idle.getSnapshot().phase),
          );
          // While the page still counts the person as present, the server must too.
          if (open && world.now < pageDeadline())
            expect(world.now).toBeLessThan(serverLastReport + IDLE_TIMEOUT_MS);
        };
        await world.flush();
        for (const action of steps) {
          if (action.kind === 'act') tabs[action.tab]?.tab.act();
          else if (action.kind === 'continue') tabs[action.tab]?.idle.continueSession();
          else {
            // Wait in slices, checking at each: the server's deadline could pass mid-wait.
            let left = action.ms;
            while (left > 0) {
              const slice = Math.min(left, 10 * SECOND);
              await world.advance(slice);
              left -= slice;
              check();
            }
          }
          await world.flush();
          check();
        }
      }),
      { numRuns: 100, verbose: true },
    );
  });
});
