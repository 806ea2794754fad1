import * as z from 'zod/mini';
import type { CallRouter, SandboxHono } from '../http/callRouter';
import { describeIssues } from '../http/describeIssues';
import { parseFault } from '../http/faults';
import type { RequestLog } from '../http/requestLog';
import type { SessionStore } from '../http/sessions';
import { renderIndexPage } from '../pages/indexPage';
import { artworkNamed } from '../artwork/artCatalogue';
import { sessionKindOf, type SessionKind } from '../state/sessionKind';

/** What the control endpoints reach into. */
export interface ControlContext {
  readonly sessions: SessionStore;
  readonly requestLog: RequestLog;
  readonly router: CallRouter;
  readonly seed: number;
  /** The latency in words ("150–600 ms", "off"). */
  readonly latency: string;
  /** Who new sessions start as. */
  readonly startAs: SessionKind;
}

const faultRuleSchema = z.object({
  /** Exact path, or a prefix ending in `*`. */
  path: z.string().check(z.regex(/^\/[^\s]*$/, 'expected a path starting with /')),
  method: z.optional(z.enum(['GET', 'POST'])),
  /** The fault, written as for the `x-sandbox-fault` header. */
  fault: z.string().check(z.minLength(1), z.maxLength(200)),
  /** Apply to this many requests, then remove the rule. */
  times: z.optional(z.number().check(z.int(), z.positive(), z.maximum(10_000))),
});

/**
 * The sandbox's own endpoints, under `/__sandbox/` so they can never be mistaken for the backend
 * contract: health, reset, request log, standing fault rules, placeholder images, and the index page.
 */
export function registerControlRoutes(app: SandboxHono, context: ControlContext): void {
  app.get('/', (c) => c.html(renderIndexPage(app, context)));

  app.get('/__sandbox/health', (c) =>
    c.json({
      success: true,
      sandbox: true,
      seed: context.seed,
      // How many worlds are held (visitors / signed in) and the most kept: beyond it the least
      // recently used visitor is dropped first.
      sessions: context.sessions.census(),
      latency: context.latency,
      startAs: context.startAs,
    }),
  );

  app.post('/__sandbox/reset', (c) => {
    // `?scope=session` resets only the caller's world; the default resets every world.
    if (c.req.query('scope') === 'session') {
      context.sessions.reset(c.var.sessionId);
      return c.json({ success: true, reset: 'session' });
    }
    context.sessions.reset();
    context.requestLog.clear();
    return c.json({ success: true, reset: 'all' });
  });

  app.get('/__sandbox/requests', (c) => {
    const limit = Math.min(Math.max(Number(c.req.query('limit') ?? 50) || 50, 1), 500);
    const mine = c.req.query('scope') === 'session';
    return c.json({
      success: true,
      data: context.requestLog.recent(limit, mine ? c.var.sessionId : undefined),
    });
  });

  app.get('/__sandbox/faults', (c) => c.json({ success: true, data: c.var.session.faults.list() }));

  app.post('/__sandbox/faults', async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json(
        { success: false, message: 'The body must be JSON: { "path": "/api/…", "fault": "503" }.' },
        400,
      );
    }
    const rule = z.safeParse(faultRuleSchema, body);
    if (!rule.success) {
      const [first] = describeIssues(rule.error.issues, { payload: body, schema: faultRuleSchema });
      return c.json(
        { success: false, message: `Invalid fault rule: ${first ?? 'unknown problem'}` },
        400,
      );
    }
    const fault = parseFault(rule.data.fault);
    if (!fault.ok)
      return c.json(
        { success: false, message: `Invalid fault "${rule.data.fault}": ${fault.problem}.` },
        400,
      );
    const added = c.var.session.faults.add({
      path: rule.data.path,
      fault: fault.fault,
      ...(rule.data.method === undefined ? {} : { method: rule.data.method }),
      ...(rule.data.times === undefined ? {} : { remaining: rule.data.times }),
    });
    return c.json({ success: true, data: added }, 201);
  });

  app.delete('/__sandbox/faults', (c) => {
    c.var.session.faults.clear();
    return c.json({ success: true });
  });

  // What a test needs to act as the page: the session's CSRF token and sign-in state
  // (`kind`: visitor, normal, or long for Stay Signed-In).
  app.get('/__sandbox/session', (c) => {
    const { auth } = c.var.world;
    return c.json({
      success: true,
      data: {
        sessionId: c.var.sessionId,
        kind: sessionKindOf(auth),
        signedIn: auth.signedIn,
        longSession: auth.longSession,
        locked: auth.locked,
        failedPinAttempts: auth.failedPinAttempts,
        csrfToken: auth.csrfToken,
      },
    });
  });

  app.get('/__sandbox/calls', (c) =>
    c.json({ success: true, data: [...context.router.answered].sort() }),
  );

  app.get('/__sandbox/img/:file', (c) => {
    const name = /^([\w-]{1,64})\.svg$/.exec(c.req.param('file'))?.[1];
    const svg = name === undefined ? undefined : artworkNamed(name);
    if (svg === undefined)
      return c.json(
        {
          success: false,
          message:
            'No sandbox image by that name; the names are listed in src/artwork/artCatalogue.ts.',
        },
        404,
      );
    return c.body(svg, 200, {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=3600',
    });
  });
}
