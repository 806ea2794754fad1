import type { PortalLocale } from '@portal/core';
import type { IdleLockSnapshot } from '@portal/core/session';
import { useSyncExternalStore } from 'react';
import { idleLockFor } from './idleLockFor';

const ACTIVE: IdleLockSnapshot = { phase: 'active' };

/**
 * The idle lock's snapshot, through `useSyncExternalStore`: the first component that uses it starts
 * the machine (listeners, timer, channel), the last one to unmount stops it. The prerender sees
 * `active`, which shows nothing.
 */
export function useIdleLock(locale: PortalLocale): IdleLockSnapshot {
  const lock = idleLockFor(locale);
  return useSyncExternalStore(lock.subscribe, lock.getSnapshot, () => ACTIVE);
}
