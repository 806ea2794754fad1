/** Default gap between two activity resets: 1 second (issue row 7). */
export const ACTIVITY_THROTTLE_MS = 1_000;

/** Lets through the first activity of every window; see {@link createActivityThrottle}. */
export interface ActivityThrottle {
  /** Records one DOM event; forwards it only if the last forwarded one is `intervalMs` old. */
  record(): void;
  /** Forgets the last forwarded time, so the next event is forwarded (used after the warning closes). */
  reset(): void;
}

/**
 * Leading-edge throttle for activity events (spec 001 §4: mouse move or key press resets the idle
 * timer; issue row 7: 1,000 mousemoves in 100 ms make at most one reset).
 * Why leading edge and no trailing call: the first event already moves the deadline to now + 30 min,
 * so later events in the same second could only move it by less than a second; dropping them needs
 * no timer at all. A clock that went backwards re-opens the gate instead of blocking for hours.
 */
export function createActivityThrottle(options: {
  readonly intervalMs: number;
  readonly now: () => number;
  readonly onActivity: (at: number) => void;
}): ActivityThrottle {
  const { intervalMs, now, onActivity } = options;
  let lastForwarded = Number.NEGATIVE_INFINITY;
  return {
    record() {
      const at = now();
      if (at - lastForwarded < intervalMs && at >= lastForwarded) return;
      lastForwarded = at;
      onActivity(at);
    },
    reset() {
      lastForwarded = Number.NEGATIVE_INFINITY;
    },
  };
}
