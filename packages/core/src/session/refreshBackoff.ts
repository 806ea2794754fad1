/**
 * Longest wait between two refresh attempts while the server keeps failing: 5 minutes. Choice: long
 * enough to relieve a struggling backend, short enough that the bell is current soon after recovery.
 */
export const MAX_REFRESH_BACKOFF_MS = 300_000;

/**
 * Wait before the next state refresh (spec 001 §7: every 15 seconds; the issue: back off on errors).
 * `interval` after a success, doubling with each consecutive failure (30 s, 1 min, 2 min…) up to
 * `maxMs`. Choice: no random jitter, because only one tab per browser polls and users' page loads
 * already spread the requests.
 */
export function refreshDelay(
  intervalMs: number,
  consecutiveFailures: number,
  maxMs = MAX_REFRESH_BACKOFF_MS,
): number {
  const failures = Math.max(0, Math.floor(consecutiveFailures));
  // 2^failures overflows to Infinity long after `maxMs` caps it, so large counts are safe.
  return Math.min(intervalMs * 2 ** failures, Math.max(maxMs, intervalMs));
}
