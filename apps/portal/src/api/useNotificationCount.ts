import { getNotificationCount } from '@portal/core/api/commonUi';
import { isPortalError, type PortalClient, type PortalError } from '@portal/core/client';
import { createStateRefresher } from '@portal/core/session';
import { useMemo, useSyncExternalStore } from 'react';

export type NotificationCountState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly count: number }
  | { readonly status: 'error'; readonly error: PortalError }
  /** The count answered 401: the person is not (or no longer) signed in. */
  | { readonly status: 'signedOut' };

const isCount = (data: unknown): data is number => typeof data === 'number' && data >= 0;

/**
 * The unread count, kept fresh by core's shared refresher (spec 001 §7: every 15 s; one tab polls,
 * hidden tabs do not, other tabs receive the result; a 401 stops it). A count that arrived earlier
 * stays shown while a later refresh fails.
 */
export function useNotificationCount(client: PortalClient): NotificationCountState {
  const refresher = useMemo(
    () =>
      createStateRefresher<number>({
        fetchState: (signal) => getNotificationCount(client, {}, { signal }),
        isState: isCount,
        channelName: 'portal.bell.count',
      }),
    [client],
  );
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
