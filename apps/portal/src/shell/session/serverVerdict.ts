import type { StateRefresherSnapshot } from '@portal/core/session';
import type { ServerSessionState } from './sessionState';

/** What this page has seen the server say, since it opened. */
export interface ServerSeen {
  /** The server knew the session (any answer but a 401). */
  readonly signedIn: boolean;
  /** The server said the session was not locked. */
  readonly unlocked: boolean;
}

export const NOTHING_SEEN: ServerSeen = { signedIn: false, unlocked: false };

/** What the idle lock does with the server's latest word. */
export type ServerVerdict =
  /** The server locked a session this page saw unlocked: the unlock flow, in every tab. */
  | 'lock'
  /** The server ended a session this page saw signed in: sign-in, back to this page. */
  | 'signOut'
  /**
   * The server never knew a session here (the hint was stale: a sign-in that was cancelled, a
   * session that ended while the browser was away): no idle lock, nothing to lock or sign out.
   */
  | 'visitor'
  | undefined;

/**
 * Reads the 15-second state refresh (issue O item 2): only a change the page lived through moves it
 * (a lock after "unlocked", a 401 after "signed in"), so a page opened in a session that was already
 * locked keeps its own flow, and a visitor whose hint was stale is not sent to sign-in in a loop.
 */
export function serverVerdictOf(
  seen: ServerSeen,
  snapshot: Pick<StateRefresherSnapshot<ServerSessionState>, 'data' | 'signedOut'>,
): { readonly seen: ServerSeen; readonly verdict: ServerVerdict } {
  if (snapshot.signedOut) return { seen, verdict: seen.signedIn ? 'signOut' : 'visitor' };
  if (snapshot.data === undefined) return { seen, verdict: undefined };
  const next: ServerSeen = {
    signedIn: true,
    unlocked: seen.unlocked || !snapshot.data.locked,
  };
  return { seen: next, verdict: snapshot.data.locked && seen.unlocked ? 'lock' : undefined };
}
