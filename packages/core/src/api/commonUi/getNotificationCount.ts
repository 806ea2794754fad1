import type { PortalClient } from '../../client/createPortalClient';
import { notificationCountCall } from './notificationCountCall';

/** Unread bell statuses counted by default (spec 000 §7: status default `[0,1]`). */
export const DEFAULT_UNREAD_STATUSES: readonly number[] = [0, 1];

export interface GetNotificationCountInput {
  /** Bell statuses to count; defaults to the unread ones, `[0, 1]`. */
  readonly status?: readonly number[];
}

/**
 * Number of notifications in the given statuses, for the header bell's badge.
 *
 * @example
 * const unread = await getNotificationCount(client, {}, { signal });
 * @throws {PortalError} on any failure.
 */
export async function getNotificationCount(
  client: PortalClient,
  input: GetNotificationCountInput = {},
  options: { signal?: AbortSignal } = {},
): Promise<number> {
  const response = await client.send(notificationCountCall, {
    request: { status: [...(input.status ?? DEFAULT_UNREAD_STATUSES)] },
    signal: options.signal,
  });
  return Number(response.data.BellsCount);
}
