/** Autopay state values (spec 000 §4): none = 0, active = 1, paused = 2. */
export const AUTOPAY_STATE = { none: 0, active: 1, paused: 2 } as const;
export type AutopayState = keyof typeof AUTOPAY_STATE;

/**
 * The autopay state for a value from the backend (number or numeric string).
 * Choice: an unknown value reads as `none`, so the UI offers setup rather than claiming a
 * recurring payment exists.
 */
export function autopayStateOf(value: unknown): AutopayState {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (number === AUTOPAY_STATE.active) return 'active';
  if (number === AUTOPAY_STATE.paused) return 'paused';
  return 'none';
}
