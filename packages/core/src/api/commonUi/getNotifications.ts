import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import { notificationsCall, type NotificationListType } from './notificationsCall';
import { toPortalNotification, type PortalNotification } from './portalNotification';

/** Default page size of the notifications list (spec 000 §9). */
export const NOTIFICATIONS_PAGE_SIZE = 10;
/** Page size of the action-required fetch (spec 000 §7, §9). */
export const ACTION_REQUIRED_PAGE_SIZE = 20;
/** Page size of the header bell's actions and activities tabs (spec 001 §7, §9). */
export const HEADER_NOTIFICATIONS_PAGE_SIZE = 15;

export interface GetNotificationsInput {
  /** Lists to read; default `['actionable']` (spec 000 §7). */
  readonly types?: readonly NotificationListType[];
  /** 1-based page (default 1, as spec 001 §7 "page 1"). */
  readonly page?: number;
  /** Default {@link NOTIFICATIONS_PAGE_SIZE}. */
  readonly pageSize?: number;
  /** Narrows to one notification kind (`NotificationType` on the wire). */
  readonly notificationType?: string;
}

/**
 * One page of notifications, normalised, in the client's language (spec 000 §7 notifications).
 *
 * @example
 * const actions = await getNotifications(client, { types: ['actionRequired'], pageSize: HEADER_NOTIFICATIONS_PAGE_SIZE });
 * @throws {PortalError} on any failure (spec 001 §8: the caller stops loading).
 */
export async function getNotifications(
  client: PortalClient,
  input: GetNotificationsInput = {},
  options: CallOptions = {},
): Promise<PortalNotification[]> {
  const pageSize = input.pageSize ?? NOTIFICATIONS_PAGE_SIZE;
  const page = input.page ?? 1;
  const lang = client.options.lang;
  const response = await client.send(notificationsCall, {
    request: {
      types: [...(input.types ?? ['actionable'])],
      pageSize,
      // A bad page number fails the request schema (negative offset) with a clear issue.
      pageOffset: Number.isInteger(page) ? (page - 1) * pageSize : -1,
      ...(input.notificationType === undefined ? {} : { NotificationType: input.notificationType }),
      lang,
      sort: 'ASC',
      Version: '2.0',
    },
    signal: options.signal,
  });
  return response.data.map((raw) => toPortalNotification(raw, lang));
}
