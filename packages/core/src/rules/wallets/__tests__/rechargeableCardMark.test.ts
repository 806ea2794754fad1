import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rechargeableCardMarkOf } from '../rechargeableCardMark';

describe('rechargeableCardMarkOf', () => {
  it('marks an active card as fine and any other as neutral', () => {
    expect(rechargeableCardMarkOf({ isActive: true })).toEqual({ kind: 'active', tone: 'success' });
    expect(rechargeableCardMarkOf({ isActive: false })).toEqual({
      kind: 'inactive',
      tone: 'neutral',
    });
  });

  it('claims a card works only when the server says so (property)', () => {
    // fast-check prints the seed and the shrunk counterexample when this fails; replay with { seed }.
    fc.assert(
      fc.property(fc.anything(), (isActive) => {
        expect(rechargeableCardMarkOf({ isActive }).kind).toBe(
          isActive === true ? 'active' : 'inactive',
        );
      }),
    );
    expect(rechargeableCardMarkOf(null as never).kind).toBe('inactive');
  });
});
