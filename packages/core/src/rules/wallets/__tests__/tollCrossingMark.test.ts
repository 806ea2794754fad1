import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tollCrossingMarkOf } from '../tollCrossingMark';

describe('tollCrossingMarkOf', () => {
  it('marks a paid crossing as fine and an unpaid one as needing attention', () => {
    expect(tollCrossingMarkOf('Paid')).toEqual({ kind: 'paid', tone: 'success' });
    expect(tollCrossingMarkOf('Unpaid')).toEqual({ kind: 'unpaid', tone: 'attention' });
    expect(tollCrossingMarkOf(' unpaid ')).toEqual({ kind: 'unpaid', tone: 'attention' });
  });

  it.each(['Disputed', '', null, undefined, 0])(
    'keeps %j neutral: nothing says it was paid',
    (status) => {
      expect(tollCrossingMarkOf(status)).toEqual({ kind: 'other', tone: 'neutral' });
    },
  );

  it('answers one of its three marks for anything, each with its own tone (property)', () => {
    // fast-check prints the seed and the shrunk counterexample when this fails; replay with { seed }.
    const tones = { paid: 'success', unpaid: 'attention', other: 'neutral' };
    fc.assert(
      fc.property(fc.anything(), (status) => {
        const mark = tollCrossingMarkOf(status);
        expect(mark.tone).toBe(tones[mark.kind]);
      }),
    );
  });
});
