/** The session facts the header depends on (spec 001 §3 user: isLongSession, isLockedSession). */
export interface HeaderSession {
  readonly signedIn: boolean;
  /** Stay Signed-In session. */
  readonly isLongSession?: boolean;
  /** The long session is locked. Ignored unless `isLongSession`. */
  readonly isLockedSession?: boolean;
}

/** Which header parts show. */
export interface HeaderItems {
  readonly signIn: boolean;
  readonly register: boolean;
  readonly digitalIdentity: boolean;
  readonly notifications: boolean;
  readonly profileMenu: boolean;
  /** Child links under the direct navigation links. */
  readonly childLinks: boolean;
  readonly logout: boolean;
  /** The reduced header of a long session. */
  readonly reduced: boolean;
}

/**
 * The header for a session (spec 001 §2, §4, §6): visitors see sign-in, register and the
 * digital-identity button and no notifications; signed-in users see notifications and the profile
 * menu; a long (Stay Signed-In) session gets the reduced header, without notifications or child
 * links. Logout shows whenever signed in (it asks for confirmation).
 * Choice: the profile menu stays in the reduced header, since it carries the lock / unlock entries.
 */
export function headerItemsOf(session: HeaderSession): HeaderItems {
  const signedIn = session?.signedIn === true;
  const visitor = !signedIn;
  const reduced = signedIn && session.isLongSession === true;
  return {
    signIn: visitor,
    register: visitor,
    digitalIdentity: visitor,
    notifications: signedIn && !reduced,
    profileMenu: signedIn,
    childLinks: !reduced,
    logout: signedIn,
    reduced,
  };
}

/** Session flags a menu entry may carry (spec 001 §2: "menu items flagged lock, unlock or staySignedIn"). */
export interface SessionFlaggedEntry {
  readonly lock?: boolean;
  readonly unlock?: boolean;
  readonly staySignedIn?: boolean;
}

/**
 * Whether a menu entry shows (spec 001 §2, §6): in a locked long session, entries flagged unlock or
 * staySignedIn show and those flagged lock do not; in an unlocked long session, lock shows and the
 * other two do not. Unflagged entries always show.
 * Choice: outside a long session there is nothing to lock or unlock, so flagged entries are hidden.
 */
export function isMenuEntryVisible(entry: SessionFlaggedEntry, session: HeaderSession): boolean {
  const flagged = entry?.lock === true || entry?.unlock === true || entry?.staySignedIn === true;
  if (!flagged) return true;
  if (session?.signedIn !== true || session.isLongSession !== true) return false;
  if (session.isLockedSession === true) return entry.unlock === true || entry.staySignedIn === true;
  return entry.lock === true;
}
