import { Hono } from 'hono';
import type { AnswerCheck } from './http/answerCheck';
import { bodySizeLimit } from './http/bodySizeLimit';
import { createCallRouter, type SandboxHono } from './http/callRouter';
import { controlCallGuard } from './http/controlCallGuard';
import { faultMiddleware, realSleep, type Sleep } from './http/faultMiddleware';
import { formatLogLine, RequestLog } from './http/requestLog';
import { createSessionStore, sessionIdOf, sessionMiddleware } from './http/sessions';
import { sessionHintCookieMiddleware } from './http/sessionHintCookie';
import { registerControlRoutes } from './routes/control';
import { catalogueFor } from './catalogue/catalogueFor';
import { registerApplicationRoutes } from './routes/applications';
import { registerAssistantRoutes } from './routes/assistant';
import { registerFavouriteRoutes } from './routes/favourites';
import { registerFeedbackRoutes } from './routes/feedback';
import { registerSettingsRoutes } from './routes/settings';
import { registerBillRoutes } from './routes/bills';
import { registerAnalyticsRoutes } from './routes/analytics';
import { registerCaptchaRoutes } from './routes/captcha';
import { registerCommonRoutes } from './routes/common';
import { registerCommunityRoutes } from './routes/community';
import { registerParkingRoutes } from './routes/parking';
import { registerTollWalletRoutes } from './routes/tollWallet';
import { registerCommonUiRoutes } from './routes/commonUi';
import { registerPaymentRoutes } from './routes/payment';
import { registerPaymentListRoutes } from './routes/paymentList';
import { registerPaymentHubRoutes } from './routes/paymentHub';
import { registerPortalRoutes } from './routes/portal';
import { registerSmartpassRoutes } from './routes/smartpass';
import { registerSessionClockControl } from './routes/sessionClockControl';
import { DEFAULT_PORTAL_ORIGINS } from './http/redirectPolicy';
import { refuse } from './http/refuse';
import { BUSINESS_REFUSALS } from './refusals/business';
import { loadCoreWords } from './refusals/coreWords';
import { NOT_FOUND_REFUSALS } from './refusals/notFound';
import { describeLatency, latencyRangeOf, latencySource, type LatencyRange } from './http/latency';
import type { SessionKind } from './state/sessionKind';

/** Options of {@link createSandbox}. */
export interface SandboxOptions {
  /** Seed of the generated world (default 1). The same seed gives the same data. */
  readonly seed?: number;
  /** Clock the world is generated around and time-based rules read; tests pin it. */
  readonly now?: () => Date;
  /** Waits for injected latency; tests pass a fake that records the delay instead of sleeping. */
  readonly sleep?: Sleep;
  /** Called once per request with a one-line summary; the CLI prints it. */
  readonly log?: (line: string) => void;
  /**
   * Origins of the portal that sign-in and payment redirects may return to, besides the sandbox's
   * own. Default: the reference app's dev server, `http://127.0.0.1:5173` and `http://localhost:5173`.
   */
  readonly portalOrigins?: readonly string[];
  /**
   * Whether each answer is checked against core's response schema before it is sent. Default
   * `strict`: a mismatch becomes a 500 that names the call, so contract drift shows at once.
   */
  readonly answerCheck?: AnswerCheck;
  /**
   * Wait before answering each `/api` and `/pub` request: a fixed number of ms, or a range the
   * wait is drawn from (deterministically, from the seed). Default none, so tests stay fast; the
   * CLI and `npm start` use `DEFAULT_SERVED_LATENCY` (150–600 ms). A fault's `latency=` replaces it.
   */
  readonly latency?: number | LatencyRange;
  /**
   * Who a new session (a new browser, a new `x-sandbox-session`, the shared test world) starts as.
   * Default `visitor`, as on the real portal; `normal` or `long` (Stay Signed-In) sign the demo user
   * in from the first request, for demos and for tests about the signed-in portal.
   */
  readonly startAs?: SessionKind;
}

/** The sandbox: a Hono app, plus which core calls it answers (for the coverage test). */
export type SandboxApp = SandboxHono & {
  /** Ids of the core calls this sandbox answers, e.g. `commonUi.notificationCount`. */
  readonly answeredCalls: ReadonlySet<string>;
};

/** Pause between two pieces of the assistant's streamed answer when the sandbox is served with latency. */
const ASSISTANT_PIECE_DELAY_MS = 40;

/** Response header that marks every sandbox answer, so nobody mistakes it for the real backend. */
export const SANDBOX_HEADER = 'x-portal-sandbox';

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
  const seed = options.seed ?? 1;
  const startAs = options.startAs ?? 'visitor';
  const sessions = createSessionStore(seed, now, startAs);
  const latencyRange = latencyRangeOf(options.latency);
  const latency = latencySource(latencyRange, seed);
  const requestLog = new RequestLog();
  const app: SandboxHono = new Hono();

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    c.header(SANDBOX_HEADER, '1');
    const path = new URL(c.req.url).pathname;
    // The control endpoints would drown the log of what the app did.
    if (path.startsWith('/__sandbox/')) return;
    const entry = requestLog.add({
      at: now().toISOString(),
      method: c.req.method,
      path,
      status: c.res.status,
      durationMs: Math.round(performance.now() - started),
      sessionId: c.get('sessionId') ?? sessionIdOf(c),
      fault: c.res.headers.get('x-sandbox-fault-applied') ?? undefined,
    });
    options.log?.(formatLogLine(entry));
  });

  // The refusals borrow core's words (its catalogues load on demand): loaded before the first
  // handler runs, once per process, so a refusal reads them synchronously.
  app.use(async (_c, next) => {
    await loadCoreWords();
    await next();
  });

  // The router only registers routes when answers are added below; the body limit reads which of
  // them take larger bodies when a request comes.
  const router = createCallRouter(app, {
    answerCheck: options.answerCheck ?? 'strict',
    ...(options.log ? { log: options.log } : {}),
  });
  // Before anything reads a body or creates a world: an oversized body is refused while it streams.
  app.use(bodySizeLimit(router.largerBodies));
  // A cross-site form must not reset worlds or set faults in a developer's browser session.
  app.use('/__sandbox/*', controlCallGuard());
  for (const prefix of ['/api/*', '/pub/*', '/__sandbox/*']) {
    app.use(prefix, sessionMiddleware(sessions, now));
    app.use(prefix, sessionHintCookieMiddleware());
  }
  const sleep = options.sleep ?? realSleep;
  app.use('/api/*', faultMiddleware(sleep, latency));
  app.use('/pub/*', faultMiddleware(sleep, latency));

  const catalogue = catalogueFor(seed);
  const portalOrigins = options.portalOrigins ?? DEFAULT_PORTAL_ORIGINS;
  registerCommonRoutes(router, catalogue);
  registerCommonUiRoutes(router);
  registerPaymentHubRoutes(router);
  registerPaymentRoutes(router, { portalOrigins });
  registerPaymentListRoutes(router);
  registerPortalRoutes(router, catalogue);
  registerBillRoutes(router);
  registerFeedbackRoutes(router);
  registerFavouriteRoutes(router, catalogue);
  registerParkingRoutes(router, catalogue);
  registerSettingsRoutes(router);
  registerTollWalletRoutes(router);
  registerApplicationRoutes(router);
  registerCommunityRoutes(router);
  // Served with latency, the answer streams in visibly; in tests (no latency) at once.
  registerAssistantRoutes(router, catalogue, {
    sleep,
    pieceDelayMs: latencyRange === undefined ? 0 : ASSISTANT_PIECE_DELAY_MS,
  });
  registerSmartpassRoutes(app, { portalOrigins });
  registerCaptchaRoutes(app);
  registerAnalyticsRoutes(app);
  registerSessionClockControl(app, now);
  registerControlRoutes(app, {
    sessions,
    requestLog,
    router,
    seed,
    latency: describeLatency(latencyRange),
    startAs,
  });

  app.notFound((c) =>
    refuse(c, 404, NOT_FOUND_REFUSALS.endpoint(c.req.method, new URL(c.req.url).pathname)),
  );
  // A sandbox bug must still answer in the shape core reads, with a message that points at the
  // sandbox (core's generic words in Arabic, the detail in `issues`).
  app.onError((error, c) =>
    refuse(c, 500, BUSINESS_REFUSALS.sandboxFailed(`Sandbox error: ${error.message}`), [
      `Sandbox error: ${error.message}`,
    ]),
  );
  return Object.assign(app, { answeredCalls: router.answered });
}
