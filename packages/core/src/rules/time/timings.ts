/**
 * Timing constants of the portal (spec 001 §4, §9 and spec 000 §2, §9). Milliseconds throughout so
 * they go straight into timers; the session machine compares them with an injected clock.
 */

/** Idle time before a signed-in session locks: 30 minutes (spec 001 §9, 1,800,000 ms). */
export const IDLE_TIMEOUT_MS = 1_800_000;

/** The lock warning opens when this much or less remains: 5 minutes (spec 001 §4, §9). */
export const IDLE_WARNING_THRESHOLD_MS = 300_000;

/** Tick of the visible idle countdown: 1 second (spec 001 §9). */
export const IDLE_TICK_MS = 1_000;

/** Header and session state refresh interval: 15 seconds (spec 001 §7, §9). */
export const STATE_REFRESH_INTERVAL_MS = 15_000;

/** How long a discard status message stays before it clears: 6 seconds (spec 000 §2, §8, §9). */
export const STATUS_MESSAGE_TIMEOUT_MS = 6_000;

/** Delay before footer click handlers attach: 500 ms (spec 001 §9). */
export const FOOTER_HANDLER_DELAY_MS = 500;

/**
 * Whether the lock warning shows for the time left (spec 001 §4: "at 5 minutes or less").
 * At exactly `warningMs` it shows; at 0 or below the session locks instead ({@link isIdleDeadlinePassed}).
 * `warningMs` defaults to the spec's 5 minutes; the idle-lock machine passes its configured threshold,
 * so this is the one place the comparison is written.
 */
export function isIdleWarningDue(
  remainingMs: number,
  warningMs: number = IDLE_WARNING_THRESHOLD_MS,
): boolean {
  return Number.isFinite(remainingMs) && Number.isFinite(warningMs) && remainingMs <= warningMs;
}

/**
 * Whether mouse and key activity still resets the idle timer (spec 001 §4: listeners are active only
 * while 5 minutes or more remain). At exactly `warningMs` both this and the warning are true: the
 * spec's two sentences overlap by that one instant, and resetting is the kinder reading.
 */
export function isActivityResetAllowed(
  remainingMs: number,
  warningMs: number = IDLE_WARNING_THRESHOLD_MS,
): boolean {
  return Number.isFinite(remainingMs) && Number.isFinite(warningMs) && remainingMs >= warningMs;
}

/**
 * Whether the idle deadline has passed (spec 001 §4: "the timer reaching zero calls the lock
 * request"). At exactly 0 it has; a time left that is not a number counts as passed, the safe side.
 */
export function isIdleDeadlinePassed(remainingMs: number): boolean {
  // typeof first: comparing an object without a prototype to a number throws a TypeError.
  return !(typeof remainingMs === 'number' && remainingMs > 0);
}
