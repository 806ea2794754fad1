import { failureTextOf } from '@portal/core';
import { isPortalError } from '@portal/core/client';

/**
 * Whether a failed send was the server saying no (a 4xx other than 401, or `success: false`): its
 * sentence names what to change, and the form keeps what was typed. Anything else (no answer, a 5xx,
 * an answer of the wrong shape) is a failure, shown as the form's error state.
 */
export function isRefusal(error: unknown): boolean {
  if (!isPortalError(error)) return false;
  if (error.kind === 'business') return true;
  return (
    error.kind === 'http' && error.status !== undefined && error.status >= 400 && error.status < 500
  );
}

/** A refusal's sentence in the page's language (core's `failureTextOf`), else `fallback`. */
export function refusalTextOf(error: unknown, fallback: string): string {
  return failureTextOf(error, fallback);
}
