import { describe, expect, it } from 'vitest';
import {
  IDLE_LOCK_RESOLUTION,
  IDLE_LOCK_TRANSITIONS,
  idleLockStep,
  type IdleLockFacts,
  type IdleLockPhase,
} from '../idleLockTransitions';

const MINUTE = 60_000;

/** Facts of a tab with `remainingMs` left and nothing else going on. */
function facts(remainingMs: number, extra: Partial<IdleLockFacts> = {}): IdleLockFacts {
  return {
    remainingMs,
    remainingAtEventMs: remainingMs,
    warningMs: 5 * MINUTE,
    lockedSinceReset: false,
    claimedElsewhere: false,
    backingOff: false,
    ...extra,
  };
}

describe('the idle-lock transition table', () => {
  it('has no dead row: no row follows an unguarded row for the same phase and event', () => {
    IDLE_LOCK_TRANSITIONS.forEach(([from, event], index) => {
      for (const phase of from) {
        const shadowedBy = IDLE_LOCK_TRANSITIONS.slice(0, index).find(
          ([earlierFrom, earlierEvent, when]) =>
            earlierEvent === event && when === undefined && earlierFrom.includes(phase),
        );
        expect(shadowedBy, `row ${index} (${phase} × ${event})`).toBeUndefined();
      }
    });
    expect(IDLE_LOCK_RESOLUTION.at(-1)?.[0]).toBeUndefined();
  });

  it('treats locked and signedOut as final: no event leaves them', () => {
    const finals: IdleLockPhase[] = ['locked', 'signedOut'];
    for (const [from] of IDLE_LOCK_TRANSITIONS)
      expect(from.filter((phase) => finals.includes(phase))).toEqual([]);
  });

  it('ignores the user and the timers while its own lock call is in flight (row 9 single flight)', () => {
    const locking = { phase: 'locking', trigger: 'user' } as const;
    for (const event of ['check', 'activity', 'continue', 'lockNow', 'otherLocking'] as const)
      expect(idleLockStep(locking, event, facts(-MINUTE))).toBeUndefined();
  });

  it('an automatic lock honours the back-off; Retry (lockNow) does not', () => {
    const failed = { phase: 'lockFailed', trigger: 'expired' } as const;
    expect(idleLockStep(failed, 'check', facts(-MINUTE, { backingOff: true }))).toEqual({
      state: failed,
      effects: [],
      recheck: false,
    });
    expect(idleLockStep(failed, 'check', facts(-MINUTE))).toEqual({
      state: { phase: 'locking', trigger: 'expired' },
      effects: ['call'],
      recheck: false,
    });
    expect(idleLockStep(failed, 'lockNow', facts(-MINUTE, { backingOff: true }))).toEqual({
      state: { phase: 'locking', trigger: 'expired' },
      effects: ['call'],
      recheck: false,
    });
  });

  it('a failed "Lock Session" with time left waits for the deadline, then locks (issue G §2)', () => {
    const failed = { phase: 'lockFailed', trigger: 'user' } as const;
    expect(idleLockStep(failed, 'check', facts(MINUTE))?.state).toEqual(failed);
    expect(idleLockStep(failed, 'check', facts(0))?.state).toEqual({
      phase: 'locking',
      trigger: 'expired',
    });
    expect(idleLockStep(failed, 'continue', facts(MINUTE))).toEqual({
      state: { phase: 'active', trigger: 'user' },
      effects: ['reset'],
      recheck: false,
    });
  });

  it('a 401 ends the session (issue G §2); another tab in flight means wait, a recorded lock means locked', () => {
    const locking = { phase: 'locking', trigger: 'expired' } as const;
    expect(idleLockStep(locking, 'lockUnauthorized', facts(0))).toMatchObject({
      state: { phase: 'signedOut' },
      effects: ['forget', 'goSignIn'],
    });
    const warning = { phase: 'warning', trigger: 'expired' } as const;
    expect(
      idleLockStep(warning, 'lockNow', facts(MINUTE, { claimedElsewhere: true })),
    ).toMatchObject({
      state: { phase: 'waiting', trigger: 'otherTab' },
      effects: [],
    });
    expect(idleLockStep(warning, 'check', facts(MINUTE, { lockedSinceReset: true }))).toMatchObject(
      {
        state: { phase: 'locked' },
        effects: ['goLocked'],
      },
    );
  });
});
