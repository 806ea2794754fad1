/** What the warning dialog shows: whole minutes and seconds left (spec 001 §2 lock notifications). */
export interface Countdown {
  readonly minutes: number;
  /** 0–59. */
  readonly seconds: number;
  /** `minutes * 60 + seconds`. */
  readonly totalSeconds: number;
}

/**
 * The mm:ss countdown for the time left (spec 001 §4: a countdown in minutes and seconds).
 * Rounds up, so 4:59.4 shows 5:00 → 4:59 exactly when a whole second has passed, and 0:00 is never
 * shown while time remains: at 0 the session locks instead. Negative input clamps to 0:00.
 */
export function countdownOf(remainingMs: number): Countdown {
  const totalSeconds = Math.max(0, Math.ceil(remainingMs / 1_000));
  return { minutes: Math.floor(totalSeconds / 60), seconds: totalSeconds % 60, totalSeconds };
}

/**
 * Milliseconds until the shown second changes (issue row 8: ticks align to display boundaries, so
 * the countdown never skips or repeats a second even when the warning opened mid-second). Always in
 * 1–1000.
 */
export function delayToNextSecond(remainingMs: number): number {
  const intoSecond = ((remainingMs % 1_000) + 1_000) % 1_000;
  return intoSecond === 0 ? 1_000 : intoSecond;
}
