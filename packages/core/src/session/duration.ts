import { describeValue } from '../rules/internal/describeValue';
/**
 * Longest delay a browser timer honours: 2^31−1 ms (about 24.8 days). Larger values overflow the
 * 32-bit field and fire at once, which for an idle lock would mean locking immediately
 * (spec 001 §9 timeouts, issue row 12).
 */
export const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

/**
 * Checks a configured duration at construction (issue row 12: timeouts above 2^31−1 ms are rejected).
 * Throws a `RangeError` that names the option and the value, e.g.
 * `idleTimeoutMs must be a whole number of milliseconds from 1 to 2147483647 (2^31−1); got 3000000000`.
 */
export function assertTimerDuration(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 1 || value > MAX_TIMER_DELAY_MS) {
    throw new RangeError(
      `${name} must be a whole number of milliseconds from 1 to ${MAX_TIMER_DELAY_MS} (2^31−1); got ${describeValue(value)}`,
    );
  }
  return value;
}
