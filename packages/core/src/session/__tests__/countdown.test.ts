import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countdownOf, delayToNextSecond } from '../countdown';
import { countdownAnnouncement } from '../countdownAnnouncement';

describe('countdownOf', () => {
  it.each([
    [300_000, 5, 0],
    [299_999, 5, 0],
    [299_000, 4, 59],
    [61_000, 1, 1],
    [1, 0, 1],
    [0, 0, 0],
    [-5_000, 0, 0],
  ])('%i ms shows %i:%i', (remaining, minutes, seconds) => {
    expect(countdownOf(remaining)).toMatchObject({ minutes, seconds });
  });

  it('the next tick lands exactly where the shown second changes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (remaining) => {
        const delay = delayToNextSecond(remaining);
        expect(delay).toBeGreaterThanOrEqual(1);
        expect(delay).toBeLessThanOrEqual(1_000);
        expect(countdownOf(remaining - delay + 1).totalSeconds).toBe(
          countdownOf(remaining).totalSeconds,
        );
        expect(countdownOf(remaining - delay).totalSeconds).toBe(
          countdownOf(remaining).totalSeconds - 1,
        );
      }),
    );
  });
});

describe('countdownAnnouncement', () => {
  it.each([
    [300_000, 'minute', 5],
    [240_001, 'minute', 5],
    [240_000, 'minute', 4],
    [60_001, 'minute', 2],
    [60_000, 'second', 60],
    [45_000, 'second', 45],
    [44_000, 'second', 45],
    [1, 'second', 15],
  ])('%i ms is announced as %s %i', (remaining, unit, value) => {
    expect(countdownAnnouncement(remaining)).toEqual({ unit, value });
  });

  it('changes at most once per 15 s, and at most once a minute above one minute', () => {
    // Walk every millisecond boundary of the warning in 250 ms steps and measure the gaps between changes.
    const changes: number[] = [];
    let previous = '';
    for (let remaining = 300_000; remaining > 0; remaining -= 250) {
      const { unit, value } = countdownAnnouncement(remaining);
      const text = `${value} ${unit}`;
      if (text !== previous) changes.push(remaining);
      previous = text;
    }
    changes.forEach((at, index) => {
      const next = changes[index + 1];
      if (next === undefined) return;
      expect(at - next).toBeGreaterThanOrEqual(next > 60_000 ? 60_000 : 15_000);
    });
  });

  it('never says 0 or more time than the visible countdown rounds to', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300_000 }), (remaining) => {
        const { unit, value } = countdownAnnouncement(remaining);
        const spokenSeconds = unit === 'minute' ? value * 60 : value;
        expect(spokenSeconds).toBeGreaterThan(0);
        expect(spokenSeconds - countdownOf(remaining).totalSeconds).toBeLessThan(
          unit === 'minute' ? 60 : 15,
        );
      }),
    );
  });
});
