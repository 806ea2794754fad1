import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PIN_ATTEMPTS, PIN_LENGTH, pinFailureOutcome, secondsToWait } from '../pinPolicy';

describe('pin policy', () => {
  it('has the spec constants', () => {
    expect(PIN_LENGTH).toBe(4);
    expect(MAX_PIN_ATTEMPTS).toBe(3);
  });

  it.each([
    [
      1,
      {
        kind: 'retry',
        messageKey: 'unlocksession.setupPinModal.pinErrorAttempt1',
        remainingAttempts: 2,
      },
    ],
    [
      2,
      { kind: 'retry', messageKey: 'unlocksession.setupPinModal.pinError', remainingAttempts: 1 },
    ],
    [3, { kind: 'signOut' }],
    [4, { kind: 'signOut' }],
    [Infinity, { kind: 'signOut' }],
    [
      0,
      {
        kind: 'retry',
        messageKey: 'unlocksession.setupPinModal.pinErrorAttempt1',
        remainingAttempts: 2,
      },
    ],
    [
      -5,
      {
        kind: 'retry',
        messageKey: 'unlocksession.setupPinModal.pinErrorAttempt1',
        remainingAttempts: 2,
      },
    ],
    [
      Number.NaN,
      {
        kind: 'retry',
        messageKey: 'unlocksession.setupPinModal.pinErrorAttempt1',
        remainingAttempts: 2,
      },
    ],
    [
      2.9,
      { kind: 'retry', messageKey: 'unlocksession.setupPinModal.pinError', remainingAttempts: 1 },
    ],
  ])('after %s failures: %j', (failed, outcome) => {
    expect(pinFailureOutcome(failed)).toEqual(outcome);
  });
});

describe('secondsToWait (the slow-down in whole seconds)', () => {
  it.each([
    [3_000, 3],
    [2_001, 3],
    [999, 1],
    [1, 1],
    [0, 1],
    [-500, 1],
    [Number.NaN, 1],
    [Infinity, 1],
  ])('%d ms → %d s', (waitMs, seconds) => {
    expect(secondsToWait(waitMs)).toBe(seconds);
  });

  it('never promises less than the wait, nor a second more', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 86_400_000 }), (waitMs) => {
        const seconds = secondsToWait(waitMs);
        expect(seconds * 1000).toBeGreaterThanOrEqual(waitMs);
        expect((seconds - 1) * 1000).toBeLessThan(waitMs);
      }),
    );
  });
});
