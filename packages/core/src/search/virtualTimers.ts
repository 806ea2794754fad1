import type { SuggestionTimers } from './suggestionScheduler';

/**
 * Timers on virtual time, for the scheduler's tests and benchmark: nothing waits for real, and
 * `advance` runs what falls due in order.
 * @internal
 */
export function createVirtualTimers(): SuggestionTimers & {
  advance(ms: number): void;
  readonly now: () => number;
} {
  let now = 0;
  let nextId = 0;
  const due = new Map<number, { at: number; run: () => void }>();
  return {
    set(run, ms) {
      nextId += 1;
      due.set(nextId, { at: now + Math.max(0, ms), run });
      return nextId;
    },
    clear(handle) {
      due.delete(handle as number);
    },
    advance(ms) {
      const until = now + ms;
      for (;;) {
        let first: [number, { at: number; run: () => void }] | undefined;
        for (const entry of due)
          if (entry[1].at <= until && (!first || entry[1].at < first[1].at)) first = entry;
        if (!first) break;
        due.delete(first[0]);
        now = first[1].at;
        first[1].run();
      }
      now = until;
    },
    now: () => now,
  };
}
