/** What the production server is told (`configFromEnv`, or directly by the tests and the e2e harness). */
export interface ServerConfig {
  /**
   * The origin the portal is served from (`PORTAL_SITE_ORIGIN`, e.g. `https://portal.example.ae`):
   * the origin pages are rendered for, the one Host the server answers (with `allowedHosts`), and
   * whether HSTS is sent (an `https:` origin). Never taken from a request's Host.
   */
  readonly siteOrigin: string;
  /** More Host values answered (`PORTAL_ALLOWED_HOSTS`, comma-separated: a CDN's origin name). */
  readonly allowedHosts: readonly string[];
  /** The backend `/api` and `/pub` are proxied to, and search results are read from. */
  readonly backendUrl: string;
  /**
   * Also proxies the sandbox's own paths (`/__sandbox/img`, `/__sandbox/captcha`,
   * `/__sandbox/analytics`) the reference app asks for on its origin; off unless the backend is the
   * sandbox (`PORTAL_BACKEND_IS_SANDBOX=1`).
   */
  readonly sandboxPaths: boolean;
  /** More origins images may come from (`PORTAL_IMAGE_ORIGINS`, comma-separated), for the CSP. */
  readonly imageOrigins: readonly string[];
  /** How long a proxied backend call may take before the answer is 504 (ms). */
  readonly proxyTimeoutMs: number;
  /** The render pool (`renderPool.ts`): renders at once, renders waiting, and one render's time. */
  readonly render: {
    readonly concurrency: number;
    readonly queueLimit: number;
    readonly timeoutMs: number;
    /** How long one backend read of a render may take (ms); the browser reads what is missing. */
    readonly readTimeoutMs: number;
    /** How long a rendered page is reused for the same address and language (ms). */
    readonly cacheTtlMs: number;
    /** How many rendered pages are kept at most (memory stays bounded under any mix of queries). */
    readonly cacheEntries: number;
  };
}

/** Where the Node server listens and how it stops (`startPortalServer`). */
export interface ListenConfig {
  readonly host: string;
  readonly port: number;
  /** On SIGTERM: how long in-flight requests may take before the server closes them (ms). */
  readonly shutdownDeadlineMs: number;
}

export const DEFAULT_RENDER = {
  concurrency: 4,
  queueLimit: 32,
  timeoutMs: 4000,
  readTimeoutMs: 2500,
  cacheTtlMs: 60_000,
  cacheEntries: 500,
} as const;

type Env = Readonly<Record<string, string | undefined>>;

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function positiveInteger(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a whole number, not ${JSON.stringify(raw)}`);
  }
  return value;
}

function origin(env: Env, name: string): string {
  const raw = env[name];
  if (!raw) throw new Error(`${name} is required (for example https://portal.example.ae)`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an origin such as https://portal.example.ae, not ${raw}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${name} must be an http(s) origin, not ${raw}`);
  }
  return url.origin;
}

/** The server's configuration from the environment; a missing or malformed value throws at start. */
export function configFromEnv(env: Env): { server: ServerConfig; listen: ListenConfig } {
  return {
    server: {
      siteOrigin: origin(env, 'PORTAL_SITE_ORIGIN'),
      allowedHosts: list(env['PORTAL_ALLOWED_HOSTS']),
      backendUrl: origin(env, 'PORTAL_BACKEND_URL'),
      sandboxPaths: env['PORTAL_BACKEND_IS_SANDBOX'] === '1',
      imageOrigins: list(env['PORTAL_IMAGE_ORIGINS']),
      proxyTimeoutMs: positiveInteger(env, 'PORTAL_PROXY_TIMEOUT_MS', 10_000),
      render: {
        concurrency: positiveInteger(env, 'PORTAL_RENDER_CONCURRENCY', DEFAULT_RENDER.concurrency),
        queueLimit: positiveInteger(env, 'PORTAL_RENDER_QUEUE', DEFAULT_RENDER.queueLimit),
        timeoutMs: positiveInteger(env, 'PORTAL_RENDER_TIMEOUT_MS', DEFAULT_RENDER.timeoutMs),
        readTimeoutMs: positiveInteger(
          env,
          'PORTAL_RENDER_READ_TIMEOUT_MS',
          DEFAULT_RENDER.readTimeoutMs,
        ),
        cacheTtlMs: positiveInteger(env, 'PORTAL_RENDER_CACHE_MS', DEFAULT_RENDER.cacheTtlMs),
        cacheEntries: positiveInteger(
          env,
          'PORTAL_RENDER_CACHE_ENTRIES',
          DEFAULT_RENDER.cacheEntries,
        ),
      },
    },
    listen: {
      host: env['HOST'] ?? '127.0.0.1',
      port: positiveInteger(env, 'PORT', 8080),
      shutdownDeadlineMs: positiveInteger(env, 'PORTAL_SHUTDOWN_DEADLINE_MS', 10_000),
    },
  };
}
