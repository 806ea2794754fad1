import type { PortalLocale } from '@portal/core';
import type { StateRefresherSnapshot } from '@portal/core/session';
import { useSyncExternalStore } from 'react';
import { sessionStateFor, type ServerSessionState } from './sessionState';

/**
 * The server's word on the session (`sessionStateFor`), through `useSyncExternalStore`: the first
 * component that uses it starts the 15-second refresh, the last one to unmount stops it.
 */
export function useServerSessionState(
  locale: PortalLocale,
): StateRefresherSnapshot<ServerSessionState> {
  const refresher = sessionStateFor(locale);
  return useSyncExternalStore(refresher.subscribe, refresher.getSnapshot, refresher.getSnapshot);
}
