import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createIdleLock, type IdleLock } from '../createIdleLock';
import { lockRetryDelay } from '../lockRetryDelay';
import { deferred, FakeWorld, type Deferred, type FakeTab } from './fakeWorld';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const WARNING = 5 * MINUTE;
/** Like the portal client's time limit: a lock call that hangs is rejected after 10 s. */
const LOCK_CALL_TIME_LIMIT = 10 * SECOND;

const tabIndex = fc.nat(2);
const action = fc.oneof(
  fc.record({
    kind: fc.constant('act' as const),
    tab: tabIndex,
    count: fc.integer({ min: 1, max: 50 }),
  }),
  fc.record({
    kind: fc.constant('advance' as const),
    ms: fc.integer({ min: 0, max: 10 * MINUTE }),
  }),
  fc.record({ kind: fc.constant('jump' as const), ms: fc.integer({ min: 0, max: 40 * MINUTE }) }),
  fc.record({ kind: fc.constant('continue' as const), tab: tabIndex }),
  fc.record({ kind: fc.constant('lockNow' as const), tab: tabIndex }),
  fc.record({ kind: fc.constant('settle' as const), ok: fc.boolean() }),
  fc.record({
    kind: fc.constant('page' as const),
    tab: tabIndex,
    event: fc.constantFrom('visibilitychange', 'focus', 'pageshow'),
  }),
  fc.record({ kind: fc.constant('remount' as const), tab: tabIndex }),
);

interface LockCall {
  readonly at: number;
  readonly call: Deferred<boolean>;
  settled: boolean;
}

interface Tab {
  readonly tab: FakeTab;
  readonly idle: IdleLock;
  unsubscribe: () => void;
}

describe('idle lock under random activity, clock jumps, Continue, lock and tab events (3 tabs)', () => {
  it('never makes two lock calls at once or after a success, never retries a failure sooner than the back-off unless asked, never counts below 0, never warns outside the last 5 minutes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { maxLength: 40 }), async (actions) => {
        const world = new FakeWorld();
        const calls: LockCall[] = [];
        let succeeded = false;
        /** When the last call failed, and whether a user pressed Lock Session / Retry since. */
        let lastFailureAt: number | undefined;
        let askedSinceFailure = false;
        const lock = (): Promise<boolean> => {
          expect(calls.filter((entry) => !entry.settled)).toEqual([]);
          expect(succeeded).toBe(false);
          if (lastFailureAt !== undefined && !askedSinceFailure)
            expect(world.now - lastFailureAt).toBeGreaterThanOrEqual(lockRetryDelay(1));
          const entry: LockCall = { at: world.now, call: deferred<boolean>(), settled: false };
          calls.push(entry);
          world.clock.setTimeout(() => settle(entry, false), LOCK_CALL_TIME_LIMIT);
          return entry.call.promise;
        };
        const settle = (entry: LockCall, ok: boolean): void => {
          if (entry.settled) return;
          entry.settled = true;
          if (ok) {
            succeeded = true;
            entry.call.resolve(true);
          } else {
            lastFailureAt = world.now;
            askedSinceFailure = false;
            entry.call.reject(new Error('lock call failed'));
          }
        };
        const tabs: Tab[] = [0, 1, 2].map(() => {
          const tab = world.createTab();
          const idle = createIdleLock({ locale: 'en', lock, ...tab.environment() });
          return { tab, idle, unsubscribe: idle.subscribe(() => checkSnapshot(idle)) };
        });

        function checkSnapshot(idle: IdleLock): void {
          const snapshot = idle.getSnapshot();
          expect(idle.getRemainingMs()).toBeGreaterThanOrEqual(0);
          if (snapshot.phase !== 'warning') return;
          expect(snapshot.remainingMs).toBeGreaterThan(0);
          expect(snapshot.remainingMs).toBeLessThanOrEqual(WARNING);
          expect(snapshot.countdown.totalSeconds).toBeGreaterThanOrEqual(1);
          expect(snapshot.countdown.totalSeconds).toBeLessThanOrEqual(WARNING / SECOND);
        }

        for (const step of actions) {
          const target = 'tab' in step ? tabs[step.tab] : undefined;
          switch (step.kind) {
            case 'act':
              target?.tab.act(step.count);
              break;
            case 'advance':
              await world.advance(step.ms);
              break;
            case 'jump':
              world.jump(step.ms);
              break;
            case 'continue':
              target?.idle.continueSession();
              break;
            case 'lockNow':
              askedSinceFailure = true;
              target?.idle.lockNow();
              break;
            case 'settle': {
              const pending = calls.find((entry) => !entry.settled);
              if (pending !== undefined) settle(pending, step.ok);
              break;
            }
            case 'page':
              target?.tab.firePage(step.event);
              break;
            case 'remount':
              if (target !== undefined) {
                target.unsubscribe();
                target.unsubscribe = target.idle.subscribe(() => checkSnapshot(target.idle));
              }
              break;
          }
          // Let messages between tabs and settled calls land (a frozen tab would only get them later).
          await world.flush();
          for (const { idle } of tabs) {
            checkSnapshot(idle);
            // A warning is shown only while the shared deadline is 5 minutes away or less.
            if (idle.getSnapshot().phase === 'warning')
              expect(idle.getRemainingMs()).toBeLessThanOrEqual(WARNING);
          }
        }
        // Once every timer has had its chance, no tab is left showing a countdown at or past zero.
        await world.advance(SECOND);
        for (const { idle } of tabs) {
          if (idle.getSnapshot().phase === 'warning')
            expect(idle.getRemainingMs()).toBeGreaterThan(0);
        }
        if (succeeded) {
          await world.advance(LOCK_CALL_TIME_LIMIT);
          for (const { idle, tab } of tabs) {
            expect(idle.getSnapshot().phase).toBe('locked');
            expect(tab.navigations).toEqual(['/en/my-data/settings?lock=true']);
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});
