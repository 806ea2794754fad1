import { getNotificationCount } from '@portal/core/api/commonUi';
import type { PortalClient, PortalError } from '@portal/core/client';
import { useEffect, useState } from 'react';

export type NotificationCountState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly count: number }
  | { readonly status: 'error'; readonly error: PortalError };

/** Loads the unread count once per client; the 15-second refresher (spec 001 §7) replaces this. */
export function useNotificationCount(client: PortalClient): NotificationCountState {
  const [state, setState] = useState<NotificationCountState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    getNotificationCount(client, {}, { signal: controller.signal }).then(
      (count) => setState({ status: 'ready', count }),
      (error: PortalError) => {
        if (error.kind !== 'aborted') setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [client]);
  return state;
}
