/** Largest count a badge spells out; above it the badge shows `99+`. */
export const BADGE_COUNT_MAX = 99;

/**
 * Text of an unread badge: `undefined` (no badge) for 0 or an invalid count, the count up to
 * {@link BADGE_COUNT_MAX}, then `99+`. Choice ours: the spec shows a count, not how large numbers look.
 * Anything that is not a number (a count from the server as `null` or text) means no badge.
 * @throws {RangeError} when `max` is given and is not a whole number (the caller's setting).
 */
export function formatBadgeCount(count: number, max: number = BADGE_COUNT_MAX): string | undefined {
  if (!Number.isSafeInteger(max))
    throw new RangeError(
      `formatBadgeCount: max must be a whole number; got ${typeof max === 'number' ? max : typeof max}`,
    );
  if (typeof count !== 'number' || !Number.isFinite(count) || count <= 0) return undefined;
  const whole = Math.floor(count);
  return whole > max ? `${max}+` : String(whole);
}
