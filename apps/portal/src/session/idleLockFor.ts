import type { PortalLocale } from '@portal/core';
import { lockSession } from '@portal/core/api/common';
import { createIdleLock, type IdleLock } from '@portal/core/session';
import { sessionClientFor } from './sessionClient';

const byLocale = new Map<PortalLocale, IdleLock>();

/**
 * The page's idle lock (core's `createIdleLock`), one per page language and page load: its phases
 * `locked` and `signedOut` are final, and both leave the page, so the next page makes a new one.
 * Activity, timers, storage and the cross-tab channel are core's browser defaults; nothing is
 * attached until the first subscriber (`useIdleLock`).
 */
export function idleLockFor(locale: PortalLocale): IdleLock {
  let lock = byLocale.get(locale);
  if (!lock) {
    lock = createIdleLock({ locale, lock: () => lockSession(sessionClientFor(locale)) });
    byLocale.set(locale, lock);
  }
  return lock;
}
