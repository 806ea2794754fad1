import { SESSION_HINT_COOKIE, sessionHintValueOf } from '@portal/core';
import type { MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import {
  DEFAULT_SESSION_ID,
  SESSION_COOKIE,
  type SandboxSession,
  type SessionVariables,
} from './sessions';

/**
 * Keeps core's readable session hint (`portal_session_hint`: `normal`, `long` or `locked`; none for a
 * visitor) in step with the session, on every answer after the request has been handled: whatever
 * changed the session (a sign-in by the portal's link or by this server's own address, a sign-out,
 * the lock, the unlock, the third wrong PIN, a world dropped or reset, a sandbox that starts signed
 * in) the browser's next page knows it from its first paint, without a call that answers 401.
 *
 * Only a browser's session gets it (one tied to the session cookie, or just given one): a test that
 * picks its world by header or shares the default world has no cookie jar to keep it in. Not
 * HttpOnly (the page reads it), `SameSite=Lax` like the session cookie, no expiry (it ends with the
 * browser session, as the session cookie does), and never the session id: it says only which kind
 * of session there is, which the current-user call answers anyway.
 */
export function sessionHintCookieMiddleware(): MiddlewareHandler<{ Variables: SessionVariables }> {
  return async (c, next) => {
    await next();
    // Unset when the session middleware did not run (a refusal before it).
    const sessionId = c.get('sessionId') as string | undefined;
    const world = (c.get('session') as SandboxSession | undefined)?.world;
    if (sessionId === undefined || world === undefined) return;
    const byCookie = getCookie(c, SESSION_COOKIE) === sessionId;
    // A browser's first request: the session middleware has just given it the session cookie.
    const givenCookie =
      !byCookie && c.res.headers.get('set-cookie')?.includes(`${SESSION_COOKIE}=`);
    if (sessionId === DEFAULT_SESSION_ID || (!byCookie && !givenCookie)) return;
    const { auth } = world;
    const wanted = sessionHintValueOf({
      signedIn: auth.signedIn,
      isLongSession: auth.longSession,
      isLockedSession: auth.locked,
    });
    const held = getCookie(c, SESSION_HINT_COOKIE);
    if (held === wanted) return;
    if (wanted === undefined) {
      deleteCookie(c, SESSION_HINT_COOKIE, { path: '/' });
    } else {
      setCookie(c, SESSION_HINT_COOKIE, wanted, { path: '/', httpOnly: false, sameSite: 'Lax' });
    }
  };
}
