/**
 * How long to wait when a failed call was the server saying "too soon" (429 Too Many Requests, as
 * the unlock answers while its slow-down after a wrong PIN runs; issue O item 1), else `undefined`.
 *
 * Reads the `PortalError` shape without importing the client (like `isSignedOutError`): kind `http`,
 * status 429, and its `retryAfterMs` (the server's `Retry-After`). A 429 without a readable wait
 * counts as {@link DEFAULT_TOO_SOON_WAIT_MS}.
 */
export function tooSoonWaitOf(error: unknown): number | undefined {
  const { kind, status, retryAfterMs } = Object(error) as {
    kind?: unknown;
    status?: unknown;
    retryAfterMs?: unknown;
  };
  if (kind !== 'http' || status !== 429) return undefined;
  return typeof retryAfterMs === 'number' && Number.isFinite(retryAfterMs) && retryAfterMs >= 0
    ? retryAfterMs
    : DEFAULT_TOO_SOON_WAIT_MS;
}

/**
 * The wait after a 429 that did not say how long. Choice: 5 s, longer than the sandbox's first
 * slow-down, short enough that a person is not kept waiting for nothing.
 */
export const DEFAULT_TOO_SOON_WAIT_MS = 5_000;
