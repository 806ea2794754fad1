import { describe, expect, it } from 'vitest';
import { MAX_PIN_ATTEMPTS, PIN_LENGTH, pinFailureOutcome } from '../pinPolicy';

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
