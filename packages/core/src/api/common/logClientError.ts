import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import { PortalError } from '../../client/PortalError';
import { errorLogCall } from './errorLogCall';

const MAX_MESSAGE = 2000;

export interface LogClientErrorInput {
  readonly error: unknown;
  /** Path of the page the error happened on, without its query (which may hold personal data). */
  readonly page?: string;
  readonly level?: 'error' | 'warning';
}

/**
 * Sends one client-side error to the portal's log (spec 000 §7 error logging), stamped with the
 * client's injected clock.
 * Choice: logging never fails the page: it resolves `false` instead of rejecting, and its own failures
 * are not passed to `onError`, so a broken log endpoint cannot start a loop of logs about logs.
 */
export async function logClientError(
  client: PortalClient,
  input: LogClientErrorInput,
  options: CallOptions = {},
): Promise<boolean> {
  const { error } = input;
  const message =
    (error instanceof Error
      ? error.message
      : typeof error === 'string'
        ? error
        : 'Unknown error'
    ).slice(0, MAX_MESSAGE) || 'Unknown error';
  try {
    const response = await client.send(errorLogCall, {
      request: {
        level: input.level ?? 'error',
        message,
        ...(error instanceof PortalError
          ? {
              call: error.call,
              kind: error.kind,
              ...(error.status === undefined ? {} : { status: error.status }),
            }
          : {}),
        ...(input.page === undefined ? {} : { page: input.page.split(/[?#]/)[0] ?? '' }),
        occurredAt: client.now().toISOString(),
      },
      signal: options.signal,
      silent: true,
    });
    return response?.success !== false;
  } catch {
    return false;
  }
}
