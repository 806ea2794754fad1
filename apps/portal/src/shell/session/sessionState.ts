import type { PortalLocale } from '@portal/core';
import { getCurrentUser } from '@portal/core/api/common';
import { createStateRefresher, type IdleExpiry, type StateRefresher } from '@portal/core/session';
import { sessionClientFor } from './sessionClient';

/** What the server says about the session, every 15 s: its kind and whether it is locked. */
export interface ServerSessionState {
  /** A Stay Signed-In session (spec 001 §6); `false` for a normal one. */
  readonly long: boolean;
  /** The server holds the Stay Signed-In session locked (its own idle deadline, or a lock elsewhere). */
  readonly locked: boolean;
}

const isServerSessionState = (data: unknown): data is ServerSessionState =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as ServerSessionState).long === 'boolean' &&
  typeof (data as ServerSessionState).locked === 'boolean';

const byLocale = new Map<PortalLocale, StateRefresher<ServerSessionState>>();

/**
 * The session's state as the server keeps it (spec 001 §7: state is refreshed every 15 seconds),
 * through core's shared refresher: one visible tab asks `GET /api/auth/user`, the others receive its
 * answer, a 401 stops it in every tab. The server keeps its own idle deadline (issue O item 2), so
 * this is how a page whose own timer was held back (tampered storage, a frozen tab) learns that the
 * session was locked or ended. Through the session client: a 401 here is an answer the idle lock
 * reads, not a reason for the app client to send the page to sign-in.
 */
export function sessionStateFor(locale: PortalLocale): StateRefresher<ServerSessionState> {
  let refresher = byLocale.get(locale);
  if (!refresher) {
    refresher = createStateRefresher<ServerSessionState>({
      fetchState: async (signal) => {
        const user = await getCurrentUser(sessionClientFor(locale), { signal });
        return { long: user.isLongSession, locked: user.isLockedSession };
      },
      isState: isServerSessionState,
      channelName: 'portal.session.server',
    });
    byLocale.set(locale, refresher);
  }
  return refresher;
}

/**
 * What the end of the idle period does for this session (issue O item 10, docs/rules.md): a Stay
 * Signed-In session locks; a normal one, which has no PIN to unlock with, signs out and comes back
 * to the same page after signing in again. Until the server has said which kind it is, sign-out:
 * it always ends the session, whereas a lock needs a session the server can lock (asking to lock a
 * normal one was the dead end of issue O item 10).
 */
export function idleExpiryOf(state: ServerSessionState | undefined): IdleExpiry {
  return state?.long === true ? 'lock' : 'signOut';
}
