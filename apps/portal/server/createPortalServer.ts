import { Hono } from 'hono';
import { createBackendProxy } from './backendProxy.ts';
import type { ServerConfig } from './config.ts';
import { allowedHostsOf, hostRefusal, PROBE_PATHS } from './hostCheck.ts';
import { pageAnswerOf } from './pageAddress.ts';
import { createRenderedPages, type Compress, type RenderPage } from './renderedPages.ts';
import type { RenderPool } from './renderPool.ts';
import { requestLogLine, type LogSink } from './requestLog.ts';
import { securityHeadersOf, withSecurityHeaders } from './securityHeaders.ts';
import type { ServerManifest } from './serverManifest.ts';
import {
  cacheControlOf,
  NO_STORE,
  REVALIDATE,
  staticResponse,
  type StaticFiles,
} from './staticFiles.ts';

/** The paths answered by the backend, and the sandbox's own ones the reference app asks for. */
const BACKEND_PREFIXES = ['/api', '/pub'] as const;
const SANDBOX_PREFIXES = ['/__sandbox/img', '/__sandbox/captcha', '/__sandbox/analytics'] as const;

export interface PortalServerOptions {
  readonly config: ServerConfig;
  readonly manifest: ServerManifest;
  /** The build's files (`loadStaticFiles` on Node). */
  readonly files: StaticFiles;
  /** The app's server renderer (`src/prerender.tsx` as built). */
  readonly render: RenderPage;
  readonly compress?: Compress;
  /** How the backend is called; `fetch` by default, the sandbox's `app.fetch` in tests. */
  readonly backendFetch?: (request: Request) => Promise<Response>;
  /** Where the request log goes (one JSON line per request); nowhere by default. */
  readonly log?: LogSink;
  /** Where warnings go (a page left to the browser, an error); nowhere by default. */
  readonly warn?: (message: string) => void;
  /** A render pool of the test's own. */
  readonly pool?: RenderPool;
}

export interface PortalServer {
  /** The web-standard handler: the same on Node (`startPortalServer`) and an edge runtime. */
  readonly fetch: (request: Request) => Promise<Response>;
  /** From now on `/readyz` answers 503, so the load balancer sends no new requests (SIGTERM). */
  drain(): void;
  readonly renderPool: RenderPool;
}

type Variables = { render: string };

function textAnswer(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(`${text}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': NO_STORE, ...headers },
  });
}

/**
 * The portal's production server (issue T) as one `fetch` handler on Hono: the build's files with
 * their caching, the prerendered pages, the search results rendered through the render pool, the
 * backend proxied under `/api` and `/pub`, `/healthz` and `/readyz`, a Host check, the security
 * headers on every answer and one log line per request. It keeps no state of its own but the
 * render cache, so instances scale out behind a load balancer.
 */
export function createPortalServer(options: PortalServerOptions): PortalServer {
  const { config, manifest, files } = options;
  const log = options.log ?? (() => {});
  const warn = options.warn ?? (() => {});
  const shell = files.get('/index.html');
  if (!shell) throw new Error('server: the build has no index.html');
  const securityHeaders = securityHeadersOf({
    scriptHashes: manifest.scriptHashes,
    imageOrigins: config.imageOrigins,
    https: new URL(config.siteOrigin).protocol === 'https:',
  });
  const allowedHosts = allowedHostsOf(config.siteOrigin, config.allowedHosts);
  const proxy = createBackendProxy({
    backendUrl: config.backendUrl,
    siteOrigin: config.siteOrigin,
    timeoutMs: config.proxyTimeoutMs,
    ...(options.backendFetch ? { fetch: options.backendFetch } : {}),
  });
  const rendered = createRenderedPages({
    config,
    buildId: manifest.buildId,
    render: options.render,
    shell,
    warn,
    ...(options.compress ? { compress: options.compress } : {}),
    ...(options.pool ? { pool: options.pool } : {}),
  });
  let draining = false;

  const app = new Hono<{ Variables: Variables }>();

  // Outermost: every answer, a refusal or an error included, gets the headers and its log line.
  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    c.res = withSecurityHeaders(c.res, securityHeaders);
    const render = c.get('render');
    log(
      requestLogLine({
        method: c.req.method,
        path: new URL(c.req.url).pathname,
        status: c.res.status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        ...(render === undefined ? {} : { render }),
      }),
    );
  });

  app.use('*', async (c, next) => {
    const { pathname } = new URL(c.req.url);
    if (PROBE_PATHS.has(pathname)) return next();
    const refusal = hostRefusal(c.req.header('host') ?? null, allowedHosts);
    if (refusal === 400) return textAnswer(400, 'Bad request: no Host');
    if (refusal === 421)
      return textAnswer(421, 'Misdirected request: this server does not answer for that host');
    return next();
  });

  // Liveness: the process answers. Readiness: it takes traffic (not while stopping).
  app.get('/healthz', () => textAnswer(200, 'ok'));
  app.get('/readyz', () =>
    Response.json(
      { ready: !draining, build: manifest.buildId, render: rendered.pool.stats() },
      { status: draining ? 503 : 200, headers: { 'cache-control': NO_STORE } },
    ),
  );

  const prefixes = [...BACKEND_PREFIXES, ...(config.sandboxPaths ? SANDBOX_PREFIXES : [])];
  for (const prefix of prefixes) {
    app.all(`${prefix}/*`, (c) => proxy(c.req.raw));
  }

  app.on(['GET', 'HEAD'], '*', async (c) => {
    const url = new URL(c.req.url);
    const answer = pageAnswerOf(c.req.raw, url, files);
    switch (answer.kind) {
      case 'file':
        return staticResponse(c.req.raw, answer.file, {
          cacheControl: answer.pathname.endsWith('.html')
            ? REVALIDATE
            : cacheControlOf(answer.pathname),
        });
      case 'rendered': {
        const { response, outcome } = await rendered.answer(c.req.raw, url, answer.locale);
        c.set('render', outcome);
        return response;
      }
      case 'app':
        return staticResponse(c.req.raw, shell, {
          status: answer.status,
          cacheControl: REVALIDATE,
        });
      case 'missing':
        return textAnswer(404, 'Not found');
    }
  });

  app.all('*', () => textAnswer(405, 'Method not allowed', { allow: 'GET, HEAD' }));

  app.onError((error) => {
    warn(`server error: ${error instanceof Error ? error.message : String(error)}`);
    return textAnswer(500, 'Internal server error');
  });

  return {
    fetch: async (request) => app.fetch(request),
    drain: () => {
      draining = true;
    },
    renderPool: rendered.pool,
  };
}
