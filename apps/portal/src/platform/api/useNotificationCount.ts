import { getNotificationCount } from '@portal/core/api/commonUi';
import { isPortalError, type PortalClient, type PortalError } from '@portal/core/client';
import { createStateRefresher, type StateRefresher } from '@portal/core/session';
import { useSyncExternalStore } from 'react';

export type NotificationCountState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly count: number }
  | { readonly status: 'error'; readonly error: PortalError }
  /** The count answered 401: the person is not (or no longer) signed in. */
  | { readonly status: 'signedOut' };

const isCount = (data: unknown): data is number => typeof data === 'number' && data >= 0;

/** One refresher per client, so a page that changed the count can ask for it again (below). */
const refreshers = new WeakMap<PortalClient, StateRefresher<number>>();

function refresherFor(client: PortalClient): StateRefresher<number> {
  let refresher = refreshers.get(client);
  if (!refresher) {
    refresher = createStateRefresher<number>({
      fetchState: (signal) => getNotificationCount(client, {}, { signal }),
      isState: isCount,
      channelName: 'portal.bell.count',
    });
    refreshers.set(client, refresher);
  }
  return refresher;
}

/**
 * Reads the unread count again now (after a notification was marked as read): the bell of this tab
 * and, through the refresher's channel, of every other tab shows the new count without waiting for
 * the next 15-second round.
 */
export function refreshNotificationCount(client: PortalClient): void {
  refresherFor(client).refresh();
}

/**
 * The unread count, kept fresh by core's shared refresher (spec 001 §7: every 15 s; one tab polls,
 * hidden tabs do not, other tabs receive the result; a 401 stops it). A count that arrived earlier
 * stays shown while a later refresh fails.
 */
export function useNotificationCount(client: PortalClient): NotificationCountState {
  const refresher = refresherFor(client);
  const snapshot = useSyncExternalStore(refresher.subscribe, refresher.getSnapshot);
  if (
    snapshot.signedOut ||
    (isPortalError(snapshot.error) && snapshot.error.kind === 'unauthorized')
  )
    return { status: 'signedOut' };
  if (snapshot.data !== undefined) return { status: 'ready', count: snapshot.data };
  if (isPortalError(snapshot.error)) return { status: 'error', error: snapshot.error };
  return { status: 'loading' };
}
