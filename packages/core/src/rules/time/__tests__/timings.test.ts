import { describe, expect, it } from 'vitest';
import {
  IDLE_TICK_MS,
  IDLE_TIMEOUT_MS,
  IDLE_WARNING_THRESHOLD_MS,
  STATE_REFRESH_INTERVAL_MS,
  STATUS_MESSAGE_TIMEOUT_MS,
  isActivityResetAllowed,
  isIdleDeadlinePassed,
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
    [IDLE_WARNING_THRESHOLD_MS + 1, false, true, false],
    [IDLE_WARNING_THRESHOLD_MS, true, true, false],
    [IDLE_WARNING_THRESHOLD_MS - 1, true, false, false],
    [1, true, false, false],
    [0, true, false, true],
    [-1, true, false, true],
    [Number.NaN, false, false, true],
  ])(
    'with %d ms left: warning %s, activity resets %s, deadline passed %s',
    (remaining, warning, resets, passed) => {
      expect(isIdleWarningDue(remaining)).toBe(warning);
      expect(isActivityResetAllowed(remaining)).toBe(resets);
      expect(isIdleDeadlinePassed(remaining)).toBe(passed);
    },
  );

  it('take the threshold the idle lock was configured with (one source of truth for the comparison)', () => {
    expect(isIdleWarningDue(60_000, 60_000)).toBe(true);
    expect(isIdleWarningDue(60_001, 60_000)).toBe(false);
    expect(isActivityResetAllowed(60_000, 60_000)).toBe(true);
    expect(isActivityResetAllowed(59_999, 60_000)).toBe(false);
  });
});
