import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { createWorld, type SandboxWorld } from '../state/world';
import type { SessionKind } from '../state/sessionKind';
import { AnalyticsEvents } from '../analytics/analyticsEvents';
import { CaptchaTokens } from '../captcha/captchaTokens';
import { SessionClock } from '../state/sessionClock';
import { enforceIdleDeadline } from '../state/sessionIdle';
import { FaultRules } from './faults';

/** Cookie that ties a browser (or a test's cookie jar) to its own sandbox world. */
export const SESSION_COOKIE = 'portal_sandbox_sid';

/** Header a test may send instead of a cookie to pick its own world. */
export const SESSION_HEADER = 'x-sandbox-session';

/** Session used by requests that carry neither the cookie nor the header. */
export const DEFAULT_SESSION_ID = 'default';

/**
 * Most worlds kept at once, so a long-running sandbox visited by many browsers does not grow without
 * bound. Beyond it one world is dropped (see {@link evictionCandidate}); a dropped session starts again
 * from the seed.
 */
export const MAX_SESSIONS = 200;

/**
 * The share of {@link MAX_SESSIONS} each kind of world may count on: visitors and signed-in sessions
 * each keep at least this many. Choice: half each. Without a visitors' share, a store filled by
 * signed-in worlds had room for one visitor: every new browser dropped the visitor before it, in the
 * middle of its form (its captcha rule and tokens gone; a fresh-clone CI run met it when the signed-in
 * sweep had filled the store and two visitor journeys ran side by side). Without a signed-in share, a
 * script sending new session ids could sign everyone out.
 */
export const SESSIONS_PER_KIND = MAX_SESSIONS / 2;

const SESSION_ID = /^[\w-]{1,64}$/;

/** One client's sandbox: its world and its standing fault rules. */
export interface SandboxSession {
  readonly id: string;
  readonly world: SandboxWorld;
  readonly faults: FaultRules;
  /** The captcha tokens issued to this session and its standing captcha mode. */
  readonly captcha: CaptchaTokens;
  /** This session's view of the clock (`POST /__sandbox/clock` moves it for tests). */
  readonly clock: SessionClock;
  /** The analytics events this session's browser sent to the sandbox's sink. */
  readonly analytics: AnalyticsEvents;
}

/** The live sessions of one sandbox, each with its own world. */
export interface SessionStore {
  /** The session with this id, created from the seed on first use. */
  sessionOf(sessionId: string): SandboxSession;
  /** Throws one session away, or every session when no id is given. */
  reset(sessionId?: string): void;
  /** Number of live sessions. */
  size(): number;
  /** How many live sessions are visitors and how many are signed in, and the most kept. */
  census(): SessionCensus;
}

/** What `GET /__sandbox/health` says about the held sessions. */
export interface SessionCensus {
  readonly held: number;
  readonly visitors: number;
  readonly signedIn: number;
  /** {@link MAX_SESSIONS}. */
  readonly limit: number;
}

/**
 * The session to drop when the store is over its limit, never the one in use: the least recently
 * used of the kind (visitor or signed in) that holds more than its {@link SESSIONS_PER_KIND}. So a
 * flood of new visitors churns only visitors, and signed-in worlds left from earlier browsers make
 * room for a visitor rather than drop the one filling a form. `sessions` iterates least recently used
 * first.
 */
function evictionCandidate(
  sessions: ReadonlyMap<string, SandboxSession>,
  inUse: string,
): string | undefined {
  let visitors = 0;
  let oldestVisitor: string | undefined;
  let oldestSignedIn: string | undefined;
  for (const [id, session] of sessions) {
    const signedIn = session.world.auth.signedIn;
    if (!signedIn) visitors += 1;
    if (id === inUse) continue;
    if (signedIn) oldestSignedIn ??= id;
    else oldestVisitor ??= id;
  }
  const visitorsOverShare = visitors > SESSIONS_PER_KIND;
  return (visitorsOverShare ? oldestVisitor : oldestSignedIn) ?? oldestVisitor ?? oldestSignedIn;
}

/**
 * Creates the session store; every new session gets a world built from `seed` around `now()`,
 * starting as `startAs` (a visitor unless a demo asks for a signed-in start), with a CSRF token of
 * its own derived from the seed and its id.
 */
export function createSessionStore(
  seed: number,
  now: () => Date,
  startAs: SessionKind = 'visitor',
): SessionStore {
  // A Map iterates in insertion order; re-inserting on use keeps the least recently used first.
  const sessions = new Map<string, SandboxSession>();
  return {
    sessionOf(sessionId) {
      let session = sessions.get(sessionId);
      if (session) {
        sessions.delete(sessionId);
      } else {
        session = {
          id: sessionId,
          world: createWorld({ seed, now: now(), sessionId, startAs }),
          faults: new FaultRules(),
          captcha: new CaptchaTokens(),
          clock: new SessionClock(),
          analytics: new AnalyticsEvents(),
        };
      }
      sessions.set(sessionId, session);
      while (sessions.size > MAX_SESSIONS) {
        const dropped = evictionCandidate(sessions, sessionId);
        if (dropped === undefined) break;
        sessions.delete(dropped);
      }
      return session;
    },
    reset(sessionId) {
      if (sessionId === undefined) sessions.clear();
      else sessions.delete(sessionId);
    },
    size: () => sessions.size,
    census() {
      let signedIn = 0;
      for (const session of sessions.values()) if (session.world.auth.signedIn) signedIn += 1;
      return {
        held: sessions.size,
        visitors: sessions.size - signedIn,
        signedIn,
        limit: MAX_SESSIONS,
      };
    },
  };
}

/** What the session middleware puts on every request context. */
export interface SessionVariables {
  sessionId: string;
  session: SandboxSession;
  world: SandboxWorld;
  /**
   * The session's clock (the sandbox's, unless a test moved this session's with
   * `POST /__sandbox/clock`); every time-based rule reads it so tests can pin it.
   */
  now: () => Date;
}

/**
 * Cookie holding the session's CSRF token, readable by the page's script (double-submit pattern):
 * the portal copies it into the `x-csrf-token` header of uploads.
 */
export const CSRF_COOKIE = 'portal_csrf';

/**
 * Browsers always send `sec-fetch-mode`; a page load asks for HTML. Either means a cookie jar exists,
 * so the client gets its own world; a bare `fetch` from a test does not, and shares the default one.
 */
function isBrowser(c: Context): boolean {
  return (
    c.req.header('sec-fetch-mode') !== undefined ||
    (c.req.header('accept') ?? '').includes('text/html')
  );
}

/** The session id a request belongs to, without creating anything. */
export function sessionIdOf(c: Context): string | undefined {
  const fromCookie = getCookie(c, SESSION_COOKIE);
  if (fromCookie && SESSION_ID.test(fromCookie)) return fromCookie;
  const fromHeader = c.req.header(SESSION_HEADER);
  if (fromHeader && SESSION_ID.test(fromHeader)) return fromHeader;
  return undefined;
}

/**
 * Gives each client its own world: by cookie (browsers get one on their first request), by the
 * {@link SESSION_HEADER} header, or the shared {@link DEFAULT_SESSION_ID} world for cookie-less tests,
 * so an in-process test sees its own state changes across calls.
 */
export function sessionMiddleware(
  store: SessionStore,
  now: () => Date,
): MiddlewareHandler<{ Variables: SessionVariables }> {
  return async (c, next) => {
    let sessionId = sessionIdOf(c);
    const browser = isBrowser(c);
    if (sessionId === undefined) {
      if (browser) {
        sessionId = crypto.randomUUID();
        setCookie(c, SESSION_COOKIE, sessionId, { path: '/', httpOnly: true, sameSite: 'Lax' });
      } else {
        sessionId = DEFAULT_SESSION_ID;
      }
    }
    const session = store.sessionOf(sessionId);
    if (browser && getCookie(c, CSRF_COOKIE) !== session.world.auth.csrfToken) {
      setCookie(c, CSRF_COOKIE, session.world.auth.csrfToken, { path: '/', sameSite: 'Strict' });
    }
    const sessionNow = () => session.clock.now(now());
    // The server's own idle deadline, applied before the request reads the session (issue O item 2).
    enforceIdleDeadline(session.world.auth, sessionNow().getTime());
    c.set('sessionId', sessionId);
    c.set('session', session);
    c.set('world', session.world);
    c.set('now', sessionNow);
    await next();
  };
}
