import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { createWorld, type SandboxWorld } from '../state/world';

/** Cookie that ties a browser (or a test's cookie jar) to its own sandbox world. */
export const SESSION_COOKIE = 'portal_sandbox_sid';

export interface SessionStore {
  /** The world of a session, created from the seed on first use. */
  worldOf(sessionId: string): SandboxWorld;
  /** Throws every world away; the next request starts from the seed again. */
  reset(): void;
}

export function createSessionStore(seed: number, now: () => Date): SessionStore {
  const worlds = new Map<string, SandboxWorld>();
  return {
    worldOf(sessionId) {
      let world = worlds.get(sessionId);
      if (!world) {
        world = createWorld({ seed, now: now() });
        worlds.set(sessionId, world);
      }
      return world;
    },
    reset() {
      worlds.clear();
    },
  };
}

export interface SessionVariables {
  sessionId: string;
  world: SandboxWorld;
}

/**
 * Gives each client its own world. Requests without the cookie (a test calling `app.fetch` without
 * a jar) share the `default` session, so in-process tests see state changes across calls.
 */
export function sessionMiddleware(
  store: SessionStore,
): MiddlewareHandler<{ Variables: SessionVariables }> {
  return async (c, next) => {
    let sessionId = getCookie(c, SESSION_COOKIE);
    if (!sessionId || !/^[\w-]{1,64}$/.test(sessionId)) {
      sessionId = c.req.header('x-sandbox-session') ?? 'default';
      if (c.req.header('accept')?.includes('text/html')) {
        sessionId = crypto.randomUUID();
        setCookie(c, SESSION_COOKIE, sessionId, { path: '/', httpOnly: true, sameSite: 'Lax' });
      }
    }
    c.set('sessionId', sessionId);
    c.set('world', store.worldOf(sessionId));
    await next();
  };
}
