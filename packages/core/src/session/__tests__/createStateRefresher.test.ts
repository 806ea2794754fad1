import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createStateRefresher,
  STATE_REFRESH_CHANNEL,
  type StateRefresher,
} from '../createStateRefresher';
import { PortalError } from '../../client/PortalError';
import { refreshDelay } from '../refreshBackoff';
import { parseStateRefreshTabMessage } from '../stateRefreshTabMessage';
import { FakeWorld, type FakeTab } from './fakeWorld';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;

interface HeaderState {
  readonly bellsCount: number;
}

interface Server {
  /** When each request was sent. */
  readonly requests: number[];
  failing: boolean;
  /** When set, every request rejects with what it returns (a 401, say). */
  failure?: (() => unknown) | undefined;
}

function openTabs(world: FakeWorld, count: number, server: Server, visible = true) {
  return Array.from({ length: count }, () => {
    const tab = world.createTab();
    tab.visible = visible;
    const refresher = createStateRefresher<HeaderState>({
      ...tab.environment(),
      fetchState: () => {
        server.requests.push(world.now);
        if (server.failure !== undefined) return Promise.reject(server.failure());
        return server.failing
          ? Promise.reject(new Error('HTTP 503'))
          : Promise.resolve({ bellsCount: server.requests.length });
      },
    });
    const unsubscribe = refresher.subscribe(() => {});
    return { tab, refresher, unsubscribe };
  });
}

function newServer(): Server {
  return { requests: [], failing: false };
}

const leaders = (tabs: Array<{ refresher: StateRefresher<HeaderState> }>): number =>
  tabs.filter(({ refresher }) => refresher.getSnapshot().isLeader).length;

describe('createStateRefresher (spec 001 §7: every 15 s)', () => {
  it('3 tabs for 10 simulated minutes: one tab polls, requests ≤ 41, every tab shows the results', async () => {
    const world = new FakeWorld();
    const server = newServer();
    const tabs = openTabs(world, 3, server);
    await world.advance(10 * MINUTE);
    expect(server.requests.length).toBeLessThanOrEqual(41);
    expect(server.requests).toHaveLength(41);
    expect(leaders(tabs)).toBe(1);
    const gaps = server.requests
      .slice(1)
      .map((at, index) => at - (server.requests[index] as number));
    expect(new Set(gaps)).toEqual(new Set([15 * SECOND]));
    for (const { refresher } of tabs)
      expect(refresher.getSnapshot().data).toEqual({ bellsCount: 41 });
  });

  it('with every tab hidden for 10 minutes, sends 0 requests', async () => {
    const world = new FakeWorld();
    const server = newServer();
    const tabs = openTabs(world, 3, server, false);
    await world.advance(10 * MINUTE);
    expect(server.requests).toEqual([]);
    expect(leaders(tabs)).toBe(0);
  });

  it('pauses while hidden and refreshes at once on return when the state is stale', async () => {
    const world = new FakeWorld();
    const server = newServer();
    const [only] = openTabs(world, 1, server);
    await world.advance(20 * SECOND);
    expect(server.requests).toHaveLength(2);
    only?.tab.setVisible(false);
    await world.advance(5 * MINUTE);
    expect(server.requests).toHaveLength(2);
    only?.tab.setVisible(true);
    await world.flush();
    expect(server.requests).toHaveLength(3);
    expect(server.requests.at(-1)).toBe(world.now);
  });

  it('a quick return does not refresh early: the 15 s cadence is shared', async () => {
    const world = new FakeWorld();
    const server = newServer();
    const [only] = openTabs(world, 1, server);
    await world.advance(SECOND);
    only?.tab.setVisible(false);
    await world.advance(3 * SECOND);
    only?.tab.setVisible(true);
    await world.advance(10 * SECOND);
    expect(server.requests).toHaveLength(1);
    await world.advance(SECOND);
    expect(server.requests).toHaveLength(2);
  });

  it('hands polling to another visible tab when the leader hides, without shortening the interval', async () => {
    const world = new FakeWorld();
    const server = newServer();
    const tabs = openTabs(world, 2, server);
    await world.advance(7 * SECOND);
    const leader = tabs.find(({ refresher }) => refresher.getSnapshot().isLeader);
    leader?.tab.setVisible(false);
    await world.flush();
    expect(leaders(tabs)).toBe(1);
    expect(leader?.refresher.getSnapshot().isLeader).toBe(false);
    await world.advance(8 * SECOND);
    expect(server.requests).toEqual([
      server.requests[0],
      (server.requests[0] as number) + 15 * SECOND,
    ]);
  });

  it('backs off on errors (30 s, 1 min, 2 min, 4 min, 5 min) and recovers to 15 s', async () => {
    const world = new FakeWorld();
    const server = newServer();
    server.failing = true;
    const [only] = openTabs(world, 1, server);
    await world.advance(13 * MINUTE);
    const start = server.requests[0] as number;
    expect(server.requests.map((at) => (at - start) / SECOND)).toEqual([0, 30, 90, 210, 450, 750]);
    expect(only?.refresher.getSnapshot()).toMatchObject({
      consecutiveFailures: 6,
      data: undefined,
    });
    expect(only?.refresher.getSnapshot().error).toBeInstanceOf(Error);
    server.failing = false;
    await world.advance(5 * MINUTE);
    const last = server.requests.slice(-3);
    expect(last.map((at, index) => (index === 0 ? 0 : at - (last[index - 1] as number)))).toEqual([
      0,
      15 * SECOND,
      15 * SECOND,
    ]);
    expect(only?.refresher.getSnapshot()).toMatchObject({
      consecutiveFailures: 0,
      error: undefined,
    });
  });

  it('a tab opened later gets the latest result at once, without a request of its own', async () => {
    const world = new FakeWorld();
    const server = newServer();
    openTabs(world, 1, server);
    await world.advance(20 * SECOND);
    const [late] = openTabs(world, 1, server);
    await world.flush();
    expect(late?.refresher.getSnapshot().data).toEqual({ bellsCount: 2 });
    expect(server.requests).toHaveLength(2);
  });

  it('refresh() in a follower asks the leader, which fetches once', async () => {
    const world = new FakeWorld();
    const server = newServer();
    const tabs = openTabs(world, 2, server);
    await world.advance(5 * SECOND);
    const follower = tabs.find(({ refresher }) => !refresher.getSnapshot().isLeader);
    follower?.refresher.refresh();
    await world.flush();
    expect(server.requests).toHaveLength(2);
    expect(follower?.refresher.getSnapshot().data).toEqual({ bellsCount: 2 });
  });

  it('the last unsubscribe leaves leadership, closes the channel and stops every timer', async () => {
    const world = new FakeWorld();
    const server = newServer();
    const tabs = openTabs(world, 2, server);
    await world.advance(MINUTE);
    for (const { unsubscribe } of tabs) unsubscribe();
    await world.flush();
    expect(world.pendingTimers()).toBe(0);
    expect(world.openChannelCount(STATE_REFRESH_CHANNEL)).toBe(0);
    const before = server.requests.length;
    await world.advance(10 * MINUTE);
    expect(server.requests).toHaveLength(before);
  });

  it('ignores malformed or foreign messages on the channel', () => {
    for (const junk of [
      null,
      3,
      'result',
      { type: 'result', at: 1 },
      { type: 'failure', startedAt: 1, failures: 0 },
      { type: 'pin', pin: '1234' },
    ]) {
      expect(parseStateRefreshTabMessage(junk)).toBeUndefined();
    }
    expect(parseStateRefreshTabMessage({ type: 'hello', extra: 'dropped' })).toEqual({
      type: 'hello',
    });
  });

  it('rejects an interval above 2^31−1 ms at construction', () => {
    expect(() =>
      createStateRefresher({ fetchState: () => Promise.resolve(1), intervalMs: 2 ** 31 }),
    ).toThrow(/intervalMs must be .*2147483647/);
  });

  it('a tab opened within 15 s of the last request adopts the shared result instead of fetching', async () => {
    const world = new FakeWorld();
    const server = newServer();
    const [first, ...others] = openTabs(world, 4, server);
    await world.flush();
    expect(server.requests).toHaveLength(1);
    // The leader closes and every other tab hides, all at once: nobody leads.
    first?.unsubscribe();
    for (const other of others.reverse()) other.tab.setVisible(false);
    const [late] = openTabs(world, 1, server);
    await world.flush();
    expect(server.requests).toHaveLength(1);
    expect(late?.refresher.getSnapshot()).toMatchObject({
      data: { bellsCount: 1 },
      isLeader: true,
    });
    await world.advance(15 * SECOND);
    expect(server.requests).toEqual([
      server.requests[0],
      (server.requests[0] as number) + 15 * SECOND,
    ]);
  });

  it('a tab opened alone right after a reload waits for the shared 15 s slot (only timestamps are stored)', async () => {
    const world = new FakeWorld();
    const server = newServer();
    const [before] = openTabs(world, 1, server);
    await world.advance(5 * SECOND);
    before?.unsubscribe();
    const [after] = openTabs(world, 1, server);
    await world.advance(10 * SECOND - 1);
    expect(server.requests).toHaveLength(1);
    expect(after?.refresher.getSnapshot().data).toBeUndefined();
    await world.advance(1);
    expect(server.requests).toHaveLength(2);
    expect([...world.storage.values()].every((value) => /^\d+$/.test(value))).toBe(true);
  });

  it.each([
    [
      'PortalError kind unauthorized',
      () => Object.assign(new Error('401'), { kind: 'unauthorized', status: 401 }),
    ],
    [
      'PortalError kind http, status 401',
      () => new PortalError({ kind: 'http', call: 'commonUi.notificationCount', status: 401 }),
    ],
  ])('a 401 (%s) stops polling in every tab and reports signedOut', async (_name, unauthorized) => {
    const world = new FakeWorld();
    const server = newServer();
    const tabs = openTabs(world, 2, server);
    await world.advance(20 * SECOND);
    expect(server.requests).toHaveLength(2);
    server.failure = unauthorized;
    await world.advance(10 * SECOND);
    expect(server.requests).toHaveLength(3);
    for (const { refresher } of tabs)
      expect(refresher.getSnapshot()).toMatchObject({
        signedOut: true,
        isLeader: false,
        data: { bellsCount: 2 },
      });
    const leader = tabs.find(({ refresher }) => refresher.getSnapshot().error !== undefined);
    expect(leader?.refresher.getSnapshot().error).toMatchObject({ status: 401 });
    // Hiding, showing and focusing do not restart it; neither does time.
    for (const { tab } of tabs) {
      tab.setVisible(false);
      tab.setVisible(true);
      tab.firePage('focus');
    }
    await world.advance(10 * MINUTE);
    expect(server.requests).toHaveLength(3);
  });

  it('refresh() after a sign-out resumes polling on the shared schedule, and the other tabs follow its result', async () => {
    const world = new FakeWorld();
    const server = newServer();
    const [a, b] = openTabs(world, 2, server);
    await world.flush();
    server.failure = () =>
      new PortalError({ kind: 'http', call: 'commonUi.notificationCount', status: 401 });
    await world.advance(15 * SECOND);
    expect(a?.refresher.getSnapshot().signedOut).toBe(true);
    server.failure = undefined; // signed in again
    a?.refresher.refresh();
    await world.advance(15 * SECOND);
    expect(server.requests).toHaveLength(3);
    for (const entry of [a, b])
      expect(entry?.refresher.getSnapshot()).toMatchObject({
        signedOut: false,
        data: { bellsCount: 3 },
      });
    await world.advance(15 * SECOND);
    expect(server.requests).toHaveLength(4);
  });

  it('never exceeds one request per 15 s, whatever the tabs do (visibility, opening, closing)', async () => {
    await fc.assert(fc.asyncProperty(tabScripts, requestsStayWithinOnePer15s), {
      numRuns: 60,
      // The CI flake of issue G §1, shrunk: close tab 0, hide tabs 3, 2, 1, open a new tab, all at t=0.
      examples: [[FLAKE_762941620]],
    });
  });

  it('regression: fast-check seed -762941620 (the CI flake of issue G §1) replays green', async () => {
    await fc.assert(fc.asyncProperty(tabScripts, requestsStayWithinOnePer15s), {
      numRuns: 60,
      seed: -762941620,
    });
  });
});

type TabAction = 'hide' | 'show' | 'focus' | 'close' | 'open';

/** Random scripts for 4 tabs: wait, then do something to one tab. Same shape as when seed -762941620 failed. */
const tabScripts = fc.array(
  fc.record({
    wait: fc.integer({ min: 0, max: 40 * SECOND }),
    tab: fc.nat(3),
    action: fc.constantFrom<TabAction>('hide', 'show', 'focus', 'close', 'open'),
  }),
  { maxLength: 30 },
);

const FLAKE_762941620: Array<{ wait: number; tab: number; action: TabAction }> = [
  { wait: 0, tab: 0, action: 'close' },
  { wait: 0, tab: 3, action: 'hide' },
  { wait: 0, tab: 2, action: 'hide' },
  { wait: 0, tab: 1, action: 'hide' },
  { wait: 0, tab: 0, action: 'open' },
];

/** Plays a script on 4 tabs for 10 simulated minutes: at most 41 requests, never two within 15 s. */
async function requestsStayWithinOnePer15s(
  steps: ReadonlyArray<{ wait: number; tab: number; action: TabAction }>,
): Promise<void> {
  const world = new FakeWorld();
  const server = newServer();
  const tabs: Array<ReturnType<typeof openTabs>[number] | undefined> = openTabs(world, 4, server);
  const end = world.now + 10 * MINUTE;
  for (const step of steps) {
    if (world.now + step.wait > end) break;
    await world.advance(step.wait);
    const entry = tabs[step.tab];
    const tab: FakeTab | undefined = entry?.tab;
    if (step.action === 'open' && entry === undefined)
      tabs[step.tab] = openTabs(world, 1, server)[0];
    if (step.action === 'close') {
      entry?.unsubscribe();
      tabs[step.tab] = undefined;
    }
    if (step.action === 'hide') tab?.setVisible(false);
    if (step.action === 'show') tab?.setVisible(true);
    if (step.action === 'focus') tab?.firePage('focus');
  }
  await world.advance(Math.max(0, end - world.now));
  expect(server.requests.length).toBeLessThanOrEqual(41);
  server.requests.forEach((at, index) => {
    if (index > 0)
      expect(at - (server.requests[index - 1] as number)).toBeGreaterThanOrEqual(15 * SECOND);
  });
}

describe('refreshDelay', () => {
  it('is the interval after a success and doubles up to the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 60, 2_000].map((failures) => refreshDelay(15_000, failures))).toEqual(
      [15_000, 30_000, 60_000, 120_000, 240_000, 300_000, 300_000, 300_000],
    );
  });
});
