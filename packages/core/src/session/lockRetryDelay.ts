import { refreshDelay } from './refreshBackoff';

/**
 * Wait before the next automatic lock attempt after `failures` failed lock calls in a row (issue G §2:
 * a failed lock must back off): 30 s, 1 min, 2 min, 4 min, then every 5 min, the same curve as the
 * state refresher's errors. The streak is shared by every tab, so two tabs together still make at
 * most two calls in any minute. Retry (`lockNow()`) is the user's and does not wait.
 * Choice: 30 s first, not sooner, because the warning dialog stays over the page while the session is
 * not locked, and a failing lock endpoint is usually a backend in trouble.
 */
export function lockRetryDelay(failures: number): number {
  return refreshDelay(LOCK_RETRY_BASE_MS, failures >= 1 ? failures : 1);
}

/** Half the first wait: {@link refreshDelay} doubles it for the first failure. */
const LOCK_RETRY_BASE_MS = 15_000;
