import { countdownOf } from './countdown';

/**
 * What a live region says about the time left, in a unit the i18n layer pluralises
 * (`Intl.NumberFormat` unit style: "2 minutes", "45 seconds", "دقيقتان").
 */
export interface CountdownAnnouncement {
  readonly unit: 'minute' | 'second';
  readonly value: number;
}

/** Step of the spoken value in the last minute: 15 seconds (issue: changes at most once per 15 s). */
export const ANNOUNCEMENT_SECONDS_STEP = 15;

/**
 * The coarse time left for screen readers, separate from the per-second visible countdown (spec 001
 * §4 warning; the HMRC timeout dialog's rule: a live region that speaks rarely). Above one minute it
 * moves in whole minutes, in the last minute in 15-second steps, so the value changes at most once a
 * minute and then at most once per 15 s.
 * Choice: both round up, like the visible mm:ss, so the first announcement matches the 5:00 shown when
 * the warning opens and the value never says 0 while the session is still open.
 */
export function countdownAnnouncement(remainingMs: number): CountdownAnnouncement {
  const { totalSeconds } = countdownOf(remainingMs);
  if (totalSeconds > 60) return { unit: 'minute', value: Math.ceil(totalSeconds / 60) };
  return {
    unit: 'second',
    value:
      Math.max(1, Math.ceil(totalSeconds / ANNOUNCEMENT_SECONDS_STEP)) * ANNOUNCEMENT_SECONDS_STEP,
  };
}
