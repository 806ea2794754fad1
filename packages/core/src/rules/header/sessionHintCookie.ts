import type { HeaderSession } from './headerItems';

/**
 * Name of the readable cookie the server keeps in step with the session (issue O §14): a page learns
 * who is signed in, and how, from it before it asks anything, so a visitor's page sends no call that
 * answers 401 (a browser logs every 401 as a console error) and a signed-in person is recognised
 * however they signed in: the portal's `/login`, the server's own sign-in address, single sign-on
 * from another site, a server that starts signed in, or a browser whose storage was cleared.
 *
 * Assumption: spec 001 names no such cookie; the real backend sets it with its session cookie and
 * removes it at sign-out, as the sandbox does. It is a hint, not a credential: it carries no session
 * id, is readable by the page (not HttpOnly), `SameSite=Lax`, and every call is still judged by the
 * server's own session. A missing cookie reads as a visitor.
 */
export const SESSION_HINT_COOKIE = 'portal_session_hint';

/**
 * What the hint says: nobody is signed in (`visitor`, no cookie), a normal session, a Stay Signed-In
 * session (`long`), or a Stay Signed-In session that is locked (`locked`: its personal pages show the
 * unlock flow instead of calling the server, spec 001 §4).
 */
export type SessionHint = 'visitor' | 'normal' | 'long' | 'locked';

/** The values the cookie carries, one per signed-in kind (a visitor has no cookie). */
export const SESSION_HINT_VALUES = ['normal', 'long', 'locked'] as const;

/** A value of {@link SESSION_HINT_VALUES}. */
export type SignedInSessionHint = (typeof SESSION_HINT_VALUES)[number];

function isSignedInSessionHint(value: string): value is SignedInSessionHint {
  return (SESSION_HINT_VALUES as readonly string[]).includes(value);
}

/**
 * The session hint in a `Cookie` header or `document.cookie` string. The first cookie of that name
 * decides; its value, trimmed and taken as written (values are plain words, never encoded), must be
 * one of {@link SESSION_HINT_VALUES}, else it reads as a visitor. The app's boot script holds a copy
 * of this rule (`apps/portal/src/app/bootState.ts`), tested to agree with it.
 */
export function sessionHintOf(cookieHeader: string): SessionHint {
  if (typeof cookieHeader !== 'string') return 'visitor';
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    const name = (separator === -1 ? part : part.slice(0, separator)).trim();
    if (name !== SESSION_HINT_COOKIE) continue;
    const value = separator === -1 ? '' : part.slice(separator + 1).trim();
    return isSignedInSessionHint(value) ? value : 'visitor';
  }
  return 'visitor';
}

/** Whether a hint says someone is signed in (any kind, locked or not). */
export function isSignedInHint(hint: SessionHint): boolean {
  return hint !== 'visitor';
}

/**
 * The cookie's value for a session as the server holds it, or `undefined` for a visitor (the
 * server removes the cookie). A lock counts only in a Stay Signed-In session.
 */
export function sessionHintValueOf(session: HeaderSession): SignedInSessionHint | undefined {
  if (session?.signedIn !== true) return undefined;
  if (session.isLongSession !== true) return 'normal';
  return session.isLockedSession === true ? 'locked' : 'long';
}
