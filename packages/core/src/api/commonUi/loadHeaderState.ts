import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import { getNotificationCount } from './getNotificationCount';
import { HEADER_NOTIFICATIONS_PAGE_SIZE, getNotifications } from './getNotifications';
import type { NotificationListType } from './notificationsCall';
import type { PortalNotification } from './portalNotification';

/** What the header bell shows (spec 001 §2 header: badge, actions tab, activities tab). */
export interface HeaderState {
  /** Unread notifications (bell statuses 0 and 1), for the badge. */
  readonly unreadCount: number;
  /** The actions tab: `actionRequired`, page 1, at most 15 (spec 001 §7, §9). */
  readonly actions: readonly PortalNotification[];
  /** The activities tab: `activities`, page 1, at most 15 (spec 001 §7, §9). */
  readonly activities: readonly PortalNotification[];
}

/**
 * The id under which {@link loadHeaderState} is cached: `queryKeyOf(headerStateQuery, lang)` from
 * `@portal/core/query`. It is not a backend call; the loader sends three.
 */
export const headerStateQuery = { id: 'commonUi.headerState' } as const;

/**
 * Everything the header bell needs in one structured-cloneable value, for the 15-second state
 * refresher (`createStateRefresher({ fetchState: (signal) => loadHeaderState(client, { signal }) })`)
 * or a query. Sends the bell count and the two tab lists at once (spec 001 §7: types actionRequired
 * and activities, page size 15, page 1) and cuts each list to 15 (§9 "actions list cut to 15"), in
 * case the service sends more than asked.
 *
 * Choice: all or nothing. The first failure aborts the other two calls and rejects with its
 * PortalError (spec 001 §8: "notifications stop loading"), so a 401 is reported once and the
 * refresher keeps showing the last complete state.
 * @throws {PortalError} on any failure of any of the three calls.
 */
export async function loadHeaderState(
  client: PortalClient,
  options: CallOptions = {},
): Promise<HeaderState> {
  const controller = new AbortController();
  const outer = options.signal;
  const forwardAbort = (): void => controller.abort(outer?.reason);
  if (outer?.aborted) forwardAbort();
  else outer?.addEventListener('abort', forwardAbort, { once: true });
  const signal = controller.signal;
  try {
    const [unreadCount, actions, activities] = await Promise.all([
      getNotificationCount(client, {}, { signal }),
      headerTab(client, 'actionRequired', signal),
      headerTab(client, 'activities', signal),
    ]);
    return { unreadCount, actions, activities };
  } catch (error) {
    controller.abort();
    throw error;
  } finally {
    outer?.removeEventListener('abort', forwardAbort);
  }
}

async function headerTab(
  client: PortalClient,
  type: NotificationListType,
  signal: AbortSignal,
): Promise<PortalNotification[]> {
  const notifications = await getNotifications(
    client,
    { types: [type], page: 1, pageSize: HEADER_NOTIFICATIONS_PAGE_SIZE },
    { signal },
  );
  return notifications.slice(0, HEADER_NOTIFICATIONS_PAGE_SIZE);
}
