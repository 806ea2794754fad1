import { Hono } from 'hono';
import { createSessionStore, sessionMiddleware, type SessionVariables } from './http/sessions';
import { registerCommonUiRoutes } from './routes/commonUi';

export interface SandboxOptions {
  /** Seed of the generated world (default 1). The same seed gives the same data. */
  readonly seed?: number;
  /** Clock the world is generated around; tests pin it. */
  readonly now?: () => Date;
  /** Called once per request with a one-line summary; the CLI prints it. */
  readonly log?: (line: string) => void;
}

export type SandboxApp = Hono<{ Variables: SessionVariables }>;

/**
 * The sandbox backend as a Hono app: serve it with `startSandbox`, or hand `app.fetch` to a core
 * client in tests.
 *
 * @example
 * const app = createSandbox({ seed: 7 });
 * const client = createPortalClient({
 *   baseUrl: 'http://sandbox.test', lang: 'en',
 *   fetch: async (request) => app.fetch(request),
 * });
 */
export function createSandbox(options: SandboxOptions = {}): SandboxApp {
  const now = options.now ?? (() => new Date());
  const sessions = createSessionStore(options.seed ?? 1, now);
  const app: SandboxApp = new Hono();

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    c.header('x-portal-sandbox', '1');
    options.log?.(
      `${c.req.method} ${new URL(c.req.url).pathname} → ${c.res.status} (${Math.round(performance.now() - started)} ms)`,
    );
  });

  // Test control lives outside the contract's paths so it can never be mistaken for the backend.
  app.post('/__sandbox/reset', (c) => {
    sessions.reset();
    return c.json({ success: true });
  });
  app.get('/__sandbox/health', (c) => c.json({ success: true, sandbox: true }));

  app.use('/api/*', sessionMiddleware(sessions));
  app.use('/pub/*', sessionMiddleware(sessions));
  registerCommonUiRoutes(app);

  app.notFound((c) =>
    c.json({ success: false, message: `The sandbox has no endpoint ${c.req.method} ${new URL(c.req.url).pathname}.` }, 404),
  );
  app.onError((error, c) =>
    c.json({ success: false, message: `Sandbox error: ${error.message}` }, 500),
  );
  return app;
}
