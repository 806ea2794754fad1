const STEP = 25;

/**
 * The quick top-up amounts offered for a required amount `a` (spec 000 §9, wallet top-up):
 * - a < 35 → [a]
 * - a < 60 → [25, a]
 * - a < 85 → [25, 50, a]
 * - otherwise a/4, a/2 and 3a/4, each rounded down to a multiple of 25, then a.
 * The result is de-duplicated and ascending, ends with `a`, and has at most 4 amounts.
 *
 * Choices (not shown): a quarter-step that rounds down to 0 is dropped (a zero top-up is not an
 * offer), so 85 gives [25, 50, 85]; an amount that is not a finite number above 0 gives `[]`,
 * since nothing is due.
 *
 * @example quickTopUpAmounts(34)  // [34]
 * @example quickTopUpAmounts(100) // [25, 50, 75, 100]
 * @example quickTopUpAmounts(130) // [25, 50, 75, 130]
 */
export function quickTopUpAmounts(a: number): number[] {
  if (typeof a !== 'number' || !Number.isFinite(a) || a <= 0) return [];
  if (a < 35) return [a];
  if (a < 60) return [25, a];
  if (a < 85) return [25, 50, a];
  const steps = [1, 2, 3]
    .map((quarter) => Math.floor((a * quarter) / 4 / STEP) * STEP)
    .filter((step) => step > 0 && step < a);
  return [...new Set(steps), a];
}
