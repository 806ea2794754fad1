import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { autopayStateOf, autopayStateToneOf } from '../autopayState';

describe('autopayStateToneOf', () => {
  it.each([
    ['active', 'success'],
    ['paused', 'attention'],
    ['none', 'neutral'],
  ] as const)('gives autopay %s the tone %s', (state, tone) => {
    expect(autopayStateToneOf(state)).toBe(tone);
  });

  it('reads anything that is not a state as none, as autopayStateOf does (property)', () => {
    // fast-check prints the seed and the shrunk counterexample when this fails; replay with { seed }.
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const tone = autopayStateToneOf(value as never);
        expect(tone).toBe(
          value === 'active' ? 'success' : value === 'paused' ? 'attention' : 'neutral',
        );
        expect(autopayStateToneOf(autopayStateOf(value))).toBe(
          { active: 'success', paused: 'attention', none: 'neutral' }[autopayStateOf(value)],
        );
      }),
    );
  });
});
