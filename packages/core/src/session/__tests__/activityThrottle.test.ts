import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActivityThrottle } from '../activityThrottle';

describe('createActivityThrottle', () => {
  it('forwards at most one event per interval, always the first one', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5_000 }), { maxLength: 200 }), (steps) => {
        let now = 0;
        const forwarded: number[] = [];
        const throttle = createActivityThrottle({
          intervalMs: 1_000,
          now: () => now,
          onActivity: (at) => forwarded.push(at),
        });
        for (const step of steps) {
          now += step;
          throttle.record();
        }
        if (steps.length > 0) expect(forwarded[0]).toBe(steps[0]);
        forwarded.forEach((at, index) => {
          if (index > 0)
            expect(at - (forwarded[index - 1] as number)).toBeGreaterThanOrEqual(1_000);
        });
      }),
    );
  });

  it('reopens after reset() and after the clock goes backwards', () => {
    let now = 10_000;
    let count = 0;
    const throttle = createActivityThrottle({
      intervalMs: 1_000,
      now: () => now,
      onActivity: () => (count += 1),
    });
    throttle.record();
    throttle.record();
    throttle.reset();
    throttle.record();
    now = 5_000;
    throttle.record();
    expect(count).toBe(3);
  });
});
