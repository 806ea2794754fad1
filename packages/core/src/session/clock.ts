/**
 * Time, injected (spec 001 §9: idle timeout, 1-second tick, 15-second refresh). The session machines
 * never call `Date.now()` or `setTimeout` themselves, so tests drive them with a fake clock and sleep,
 * throttled background tabs and clock jumps can be simulated exactly.
 */

/** Opaque handle of a scheduled callback (a number in browsers, an object in Node). */
export type TimerHandle = unknown;

/** Wall-clock time and one-shot timers. */
export interface Clock {
  /**
   * Milliseconds since the epoch. Choice: wall-clock time, not `performance.now()`, because it keeps
   * counting while a laptop sleeps and is the same in every tab, so tabs can exchange timestamps.
   */
  now(): number;
  setTimeout(callback: () => void, delayMs: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

type GlobalTimeoutHandle = ReturnType<typeof globalThis.setTimeout>;

/**
 * The browser (and Node) default: `Date.now()` and the global timers, looked up on each call so
 * importing this module touches nothing.
 */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, delayMs) => globalThis.setTimeout(callback, delayMs),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as GlobalTimeoutHandle),
};
