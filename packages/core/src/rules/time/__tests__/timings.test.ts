import { describe, expect, it } from 'vitest';
import {
  IDLE_TICK_MS,
  IDLE_TIMEOUT_MS,
  IDLE_WARNING_THRESHOLD_MS,
  STATE_REFRESH_INTERVAL_MS,
  STATUS_MESSAGE_TIMEOUT_MS,
  isActivityResetAllowed,
  isIdleWarningDue,
} from '../timings';

describe('timings', () => {
  it('match the spec values', () => {
    expect(IDLE_TIMEOUT_MS).toBe(1_800_000);
    expect(IDLE_WARNING_THRESHOLD_MS).toBe(5 * 60_000);
    expect(IDLE_TICK_MS).toBe(1_000);
    expect(STATE_REFRESH_INTERVAL_MS).toBe(15_000);
    expect(STATUS_MESSAGE_TIMEOUT_MS).toBe(6_000);
  });

  it.each([
    [IDLE_WARNING_THRESHOLD_MS + 1, false, true],
    [IDLE_WARNING_THRESHOLD_MS, true, true],
    [IDLE_WARNING_THRESHOLD_MS - 1, true, false],
    [0, true, false],
    [Number.NaN, false, false],
  ])('with %d ms left: warning %s, activity resets %s', (remaining, warning, resets) => {
    expect(isIdleWarningDue(remaining)).toBe(warning);
    expect(isActivityResetAllowed(remaining)).toBe(resets);
  });
});
