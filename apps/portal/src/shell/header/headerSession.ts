import { headerItemsOf, type HeaderItems, type HeaderSession } from '@portal/core';

/**
 * The session facts the header is drawn from (spec 001 §3 User: isLongSession, isLockedSession):
 * whether the person signed in (`sessionHint`), and what the server says of the session (core's
 * `getCurrentUser`, `useSessionUser`). Until the server answered, a signed-in session counts as a
 * normal one.
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
