/** Preset recharge amounts shown as pills (spec 000 §9), in AED. */
export const PRESET_RECHARGE_AMOUNTS: readonly number[] = [50, 100, 200, 500];

/** Minimum toll wallet top-up (spec 000 §5, §9), in AED. */
export const TOLL_MIN_TOP_UP = 10;
