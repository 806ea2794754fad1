/**
 * What tabs tell each other about the shared state refresh (spec 001 §7). Results carry the app's
 * state (bell count, user state) and two timestamps; never a PIN.
 */
export type StateRefreshTabMessage =
  /** A tab opened and asks for the latest result. */
  | { readonly type: 'hello' }
  /** A tab asks the leader for a refresh now (for example after reading notifications). */
  | { readonly type: 'refresh' }
  /** The leader's fetch that started at `startedAt` succeeded at `at`. */
  | {
      readonly type: 'result';
      readonly startedAt: number;
      readonly at: number;
      readonly data: unknown;
    }
  /** The leader's fetch that started at `startedAt` failed, `failures` times in a row. */
  | { readonly type: 'failure'; readonly startedAt: number; readonly failures: number }
  /** The fetch answered 401: the user is signed out, every tab stops polling (issue G §4). */
  | { readonly type: 'signedOut' };

const isTime = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** Reads a refresh message from another tab; anything malformed or unknown is ignored (spec 001 §7). */
export function parseStateRefreshTabMessage(data: unknown): StateRefreshTabMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const message = data as Record<string, unknown>;
  switch (message.type) {
    case 'hello':
    case 'refresh':
    case 'signedOut':
      return { type: message.type };
    case 'result':
      if (!isTime(message.startedAt) || !isTime(message.at) || !('data' in message))
        return undefined;
      return { type: 'result', startedAt: message.startedAt, at: message.at, data: message.data };
    case 'failure':
      if (
        !isTime(message.startedAt) ||
        !Number.isInteger(message.failures) ||
        (message.failures as number) < 1
      ) {
        return undefined;
      }
      return {
        type: 'failure',
        startedAt: message.startedAt,
        failures: message.failures as number,
      };
    default:
      return undefined;
  }
}
