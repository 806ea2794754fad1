import { headerItemsOf, type HeaderItems, type HeaderSession } from '@portal/core';

/**
 * The session facts the header is drawn from (spec 001 §3 User: isLongSession, isLockedSession).
 *
 * Gap: core has no call that reads the signed-in user (name, photo, isLongSession,
 * isLockedSession; spec 001 §3 "User"), and the sandbox answers none, so the app knows only
 * whether the person signed in (`sessionHint`). Until that call exists every signed-in session is
 * drawn as a normal one; the long-session header (S1.3) is complete in @portal/ui
 * (`SiteHeader` account `longSession`, `ProfileMenu` `sessionActions`) and the app draws it as soon
 * as `user` says so: pass the user's flags here.
 */
export function headerSessionOf(
  signedIn: boolean,
  user?: { readonly isLongSession?: boolean; readonly isLockedSession?: boolean },
): HeaderSession {
  return {
    signedIn,
    isLongSession: signedIn && user?.isLongSession === true,
    isLockedSession: signedIn && user?.isLockedSession === true,
  };
}

/** Which header parts show for a session (core's `headerItemsOf`, spec 001 §2, §6). */
export function headerItemsFor(session: HeaderSession): HeaderItems {
  return headerItemsOf(session);
}
