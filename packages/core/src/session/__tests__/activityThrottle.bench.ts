import { bench, describe } from 'vitest';
import { createActivityThrottle } from '../activityThrottle';

// Cost of 10,000 activity events through the throttle, as a page full of mousemoves produces them.
describe('activity throttle', () => {
  bench('10,000 events within one second (1 forwarded)', () => {
    let now = 0;
    let forwarded = 0;
    const throttle = createActivityThrottle({
      intervalMs: 1_000,
      now: () => now,
      onActivity: () => (forwarded += 1),
    });
    for (let i = 0; i < 10_000; i += 1) {
      now += 0.05;
      throttle.record();
    }
    if (forwarded !== 1) throw new Error(`expected 1 forwarded event, got ${forwarded}`);
  });

  bench('10,000 events over 100 seconds (100 forwarded)', () => {
    let now = 0;
    let forwarded = 0;
    const throttle = createActivityThrottle({
      intervalMs: 1_000,
      now: () => now,
      onActivity: () => (forwarded += 1),
    });
    for (let i = 0; i < 10_000; i += 1) {
      now += 10;
      throttle.record();
    }
    if (forwarded !== 100) throw new Error(`expected 100 forwarded events, got ${forwarded}`);
  });
});
