import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { relativeTimeOf } from '../relativeTime';

const now = Date.UTC(2026, 10, 22, 12, 0, 0);
const MIN = 60_000;
const HOUR = 60 * MIN;

describe('relativeTimeOf', () => {
  it.each([
    [0, { kind: 'now' }],
    [2 * MIN - 1, { kind: 'now' }],
    [2 * MIN, { kind: 'minutes', value: 2 }],
    [59 * MIN + 59_999, { kind: 'minutes', value: 59 }],
    [HOUR, { kind: 'hour' }],
    [2 * HOUR - 1, { kind: 'hour' }],
    [2 * HOUR, { kind: 'hours', value: 2 }],
    [24 * HOUR - 1, { kind: 'hours', value: 23 }],
    [24 * HOUR, { kind: 'yesterday' }],
    [48 * HOUR - 1, { kind: 'yesterday' }],
    [-2 * MIN, { kind: 'now' }],
  ])('an age of %d ms reads %j', (age, expected) => {
    expect(relativeTimeOf(now - age, now)).toEqual(expected);
  });

  it('shows a date from 48 hours on, and for times well in the future', () => {
    expect(relativeTimeOf(now - 48 * HOUR, now)).toEqual({
      kind: 'date',
      date: new Date(now - 48 * HOUR),
    });
    expect(relativeTimeOf(now + 2 * MIN + 1, now)).toEqual({
      kind: 'date',
      date: new Date(now + 2 * MIN + 1),
    });
  });

  it('accepts Date, ISO string and epoch inputs alike', () => {
    const then = new Date(now - 5 * MIN);
    expect(relativeTimeOf(then, new Date(now))).toEqual({ kind: 'minutes', value: 5 });
    expect(relativeTimeOf(then.toISOString(), now)).toEqual({ kind: 'minutes', value: 5 });
    expect(relativeTimeOf('2026-11-22 15:55', now)).toEqual({ kind: 'minutes', value: 5 });
  });

  it.each(['', 'yesterday', '1', 'Invalid', Number.NaN])('is invalid for %j', (then) => {
    expect(relativeTimeOf(then as string, now)).toEqual({ kind: 'invalid' });
  });

  it('is invalid when now itself is not a time', () => {
    expect(relativeTimeOf(now, Number.NaN)).toEqual({ kind: 'invalid' });
  });

  it('never throws, and minute and hour values stay in their bands', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10 * 24 * HOUR, max: 10 * 24 * HOUR }), (age) => {
        const result = relativeTimeOf(now - age, now);
        if (result.kind === 'minutes') expect(result.value >= 2 && result.value <= 59).toBe(true);
        if (result.kind === 'hours') expect(result.value >= 2 && result.value <= 23).toBe(true);
        expect(result.kind).not.toBe('invalid');
      }),
    );
    fc.assert(fc.property(fc.anything(), (then) => void relativeTimeOf(then as string, now)));
  });
});
