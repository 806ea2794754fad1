/*
 * Who is signed in, as the server last said: core's readable session hint cookie
 * (`portal_session_hint`: `normal`, `long` or `locked`; none for a visitor), which the server sets and
 * removes with its session and renews on every answer (issue O §14).
 *
 * Why a hint at all: the only call that says someone is a visitor answers 401, and a browser writes
 * every 401 to the console ("Failed to load resource"). A visitor, the usual reader of the public
 * pages, should cause no failed request and no console error, so the header asks for the bell only
 * when the hint says someone signed in. Why the server's cookie: however the person signed in (the
 * portal's `/login`, the server's own sign-in address, single sign-on from another site, a server
 * that starts signed in) and whatever this browser's storage holds, the server's answer carries it.
 * The server stays the judge of every call; the hint only decides what to ask and what to draw first.
 */

import { SESSION_HINT_COOKIE, isSignedInHint, sessionHintOf, type SessionHint } from '@portal/core';

/**
 * On `<html>` while the hint says someone signed in, from the first paint (the boot script,
 * `app/bootState.ts`): the stylesheet hides a prerendered page's visitor parts (sign-in, register,
 * the sign-in banner) until the app draws the signed-in ones. Kept in step with the hint.
 */
export const SIGNED_IN_ATTRIBUTE = 'data-signed-in';

function documentCookies(): string {
  try {
    return typeof document === 'undefined' ? '' : document.cookie;
  } catch {
    return ''; // cookies switched off (a sandboxed frame): every page reads as a visitor's
  }
}

/** The session as the server's hint says: `visitor`, `normal`, `long` or `locked`. */
export function readSessionState(cookies: string = documentCookies()): SessionHint {
  return sessionHintOf(cookies);
}

/** Whether the server's hint says someone is signed in (any kind, locked or not). */
export function readSessionHint(cookies: string = documentCookies()): boolean {
  return isSignedInHint(readSessionState(cookies));
}

type Listener = () => void;
const listeners = new Set<Listener>();

/**
 * Tells the page's readers of the hint to read it again: after an answer from the server (which may
 * have set, changed or removed it), when the page comes back into view (another tab may have signed
 * in or out), and after {@link writeSessionHint}.
 */
export function noteSessionHintChange(): void {
  for (const listener of [...listeners]) listener();
}

/** Subscribes to {@link noteSessionHintChange}; answers the unsubscribe. */
export function subscribeSessionHint(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The page's own word on the session, once it learnt something the server's cookie may not say yet.
 * `true` (an unlock succeeded, the page is about to reload) marks `<html>` only: the server sets the
 * cookie. `false` (a 401 that means signed out, or sign-out) also removes the cookie, so the next page
 * starts as a visitor's without asking again even where a server left it behind.
 */
export function writeSessionHint(signedIn: boolean): void {
  if (typeof document === 'undefined') return;
  document.documentElement.toggleAttribute(SIGNED_IN_ATTRIBUTE, signedIn);
  if (!signedIn) {
    try {
      document.cookie = `${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
    } catch {
      // Cookies switched off: there is no hint to remove.
    }
  }
  noteSessionHintChange();
}
