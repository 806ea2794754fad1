import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { permitStatusMarkOf } from '../permitStatusMark';

describe('permitStatusMarkOf', () => {
  it.each([
    ['Active', { kind: 'active', tone: 'success' }],
    ['PendingRenewal', { kind: 'pendingRenewal', tone: 'attention' }],
    ['Expired', { kind: 'expired', tone: 'danger' }],
    [' pendingrenewal ', { kind: 'pendingRenewal', tone: 'attention' }],
    ['EXPIRED', { kind: 'expired', tone: 'danger' }],
  ] as const)('marks %j', (status, mark) => {
    expect(permitStatusMarkOf(status)).toEqual(mark);
  });

  it.each(['Suspended', 'Pending Renewal', 'toString', '__proto__', '', null, undefined, 3])(
    'keeps %j neutral, for the server’s own words',
    (status) => {
      expect(permitStatusMarkOf(status)).toEqual({ kind: 'other', tone: 'neutral' });
    },
  );

  it('answers one of its four marks for anything, each with its own tone (property)', () => {
    // fast-check prints the seed and the shrunk counterexample when this fails; replay with { seed }.
    const tones = {
      active: 'success',
      pendingRenewal: 'attention',
      expired: 'danger',
      other: 'neutral',
    };
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string()), (status) => {
        const mark = permitStatusMarkOf(status);
        expect(mark.tone).toBe(tones[mark.kind]);
      }),
    );
  });
});
