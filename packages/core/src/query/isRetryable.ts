import { isPortalError } from '../client/PortalError';

/**
 * Retries after the first failure (3 attempts in all), the same budget as the client's own GET
 * retries. TanStack Query's default is 3 retries for every error.
 */
export const MAX_QUERY_RETRIES = 2;

/**
 * Whether a failed portal call is worth sending again: a `network` failure, a `timeout` or a 5xx
 * `http` answer, on a call that only reads (`PortalError.idempotent`: a GET, or a call defined
 * `idempotent`), while fewer than {@link MAX_QUERY_RETRIES} failures have happened. Never an
 * `invalid-request` (the same input fails again), `invalid-response`, `business`, `unauthorized`,
 * another 4xx, an abort, or an error that is not a `PortalError` (a bug in the app's own code).
 *
 * Works as TanStack Query's `retry` option as it is: called with a number first, it reads the
 * arguments in TanStack's order, `(failureCount, error)` (a PortalError is never a number).
 *
 * @param failureCount Failures so far before this decision; 0 when omitted.
 * @example
 * new QueryClient({ defaultOptions: { queries: { retry: isRetryable } } });
 * if (isRetryable(error)) showRetryButton();
 */
export function isRetryable(error: unknown, failureCount?: number): boolean;
export function isRetryable(failureCount: number, error: unknown): boolean;
export function isRetryable(first: unknown, second?: unknown): boolean {
  return typeof first === 'number' ? decide(second, first) : decide(first, second ?? 0);
}

/** TanStack Query's `retry` signature, `(failureCount, error) => boolean`, for typed option objects. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return decide(error, failureCount);
}

function decide(error: unknown, failureCount: unknown): boolean {
  if (typeof failureCount !== 'number' || !(failureCount < MAX_QUERY_RETRIES)) return false;
  if (!isPortalError(error) || !error.idempotent) return false;
  switch (error.kind) {
    case 'network':
    case 'timeout':
      return true;
    case 'http':
      return error.status !== undefined && error.status >= 500 && error.status <= 599;
    default:
      return false;
  }
}
