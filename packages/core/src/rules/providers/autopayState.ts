import type { StatusBarColor } from '../applications/statusBarColor';

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

const AUTOPAY_TONES = {
  none: 'neutral',
  active: 'success',
  paused: 'attention',
} as const satisfies Record<AutopayState, StatusBarColor>;

/**
 * The tone of an account's autopay tag (SCREENS.md S5.1 hub, S5.8 autopay): `active` is `success`,
 * `paused` needs `attention` (bills are not being paid), `none` is `neutral`. Choice: a value that is
 * not one of the three states reads as `none`, as {@link autopayStateOf} reads it. Never throws.
 */
export function autopayStateToneOf(state: AutopayState): StatusBarColor {
  return state === 'active' || state === 'paused' ? AUTOPAY_TONES[state] : AUTOPAY_TONES.none;
}

/** What a user can do to an account's autopay: set it up, change its day, pause, resume or cancel it. */
export type AutopayAction = 'setup' | 'changeDay' | 'pause' | 'resume' | 'cancel';

/**
 * The autopay actions a state offers (spec 000 §4 states; SCREENS.md S5.8 "pause, resume, cancel").
 * Choice (the spec shows no transitions): `none` can only be set up; `active` can have its day changed,
 * be paused or cancelled; `paused` can have its day changed, be resumed or cancelled. Cancelling goes
 * back to `none`.
 */
export function autopayActionsOf(state: AutopayState): readonly AutopayAction[] {
  switch (state) {
    case 'active':
      return ['changeDay', 'pause', 'cancel'];
    case 'paused':
      return ['changeDay', 'resume', 'cancel'];
    default:
      return ['setup'];
  }
}
