/** Request and response headers that describe one connection, not the message (RFC 9110 §7.6.1). */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];

/**
 * Request headers not passed to the backend: the connection's own, the Host (the backend's is set
 * by `fetch`), forwarding headers a client could forge (the server sets its own), and the
 * coding (`fetch` asks for and undoes its own).
 */
const NOT_FORWARDED = [...HOP_BY_HOP, 'host', 'forwarded', 'accept-encoding', 'content-length'];
const FORGEABLE = /^x-forwarded-|^x-real-ip$/i;

/**
 * Response headers not passed back: the connection's own; the coding and length of the body
 * `fetch` has already decoded; and what only describes the backend's software.
 */
const NOT_RETURNED = [
  ...HOP_BY_HOP,
  'content-encoding',
  'content-length',
  'server',
  'x-powered-by',
];

function withoutConnectionHeaders(headers: Headers, fixed: readonly string[]): Headers {
  const copy = new Headers(headers);
  // Headers the Connection header names are hop-by-hop too.
  const named = (headers.get('connection') ?? '').split(',').map((name) => name.trim());
  for (const name of [...fixed, ...named]) if (name !== '') copy.delete(name);
  return copy;
}

export interface BackendProxyOptions {
  /** The backend's origin. */
  readonly backendUrl: string;
  /** The portal's own origin, sent as `X-Forwarded-Host`/`-Proto` (never the request's Host). */
  readonly siteOrigin: string;
  readonly timeoutMs: number;
  /** The fetch to call the backend with; tests pass the sandbox's `app.fetch`. */
  readonly fetch?: (request: Request) => Promise<Response>;
}

/**
 * `/api` and `/pub` on the backend (issue T), as `vite preview`'s proxy did: the method, path, query,
 * body and the client's headers (its cookies: the backend keeps the session), less the hop-by-hop
 * ones and anything the backend should not believe; the answer with its `Set-Cookie`s and
 * redirects as they are (`redirect: 'manual'`), less the hop-by-hop headers and the backend's
 * software names. A backend that does not answer within `timeoutMs` is 504; one that cannot be
 * reached, 502: both JSON, as the API's own refusals are.
 */
export function createBackendProxy(
  options: BackendProxyOptions,
): (request: Request) => Promise<Response> {
  const send = options.fetch ?? ((request: Request) => fetch(request));
  const site = new URL(options.siteOrigin);
  return async (request) => {
    const url = new URL(request.url);
    const target = new URL(`${url.pathname}${url.search}`, options.backendUrl);
    const headers = withoutConnectionHeaders(request.headers, NOT_FORWARDED);
    for (const name of [...headers.keys()]) if (FORGEABLE.test(name)) headers.delete(name);
    headers.set('x-forwarded-host', site.host);
    headers.set('x-forwarded-proto', site.protocol.replace(':', ''));
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const timeout = AbortSignal.timeout(options.timeoutMs);
    let answer: Response;
    try {
      answer = await send(
        new Request(target, {
          method: request.method,
          headers,
          body: hasBody ? request.body : null,
          redirect: 'manual',
          signal: AbortSignal.any([request.signal, timeout]),
          // A streamed request body (undici requires saying so).
          ...(hasBody ? { duplex: 'half' } : {}),
        } as RequestInit),
      );
    } catch {
      const timedOut = timeout.aborted;
      return Response.json(
        {
          success: false,
          message: timedOut
            ? 'The service took too long to answer.'
            : 'The service could not be reached.',
        },
        { status: timedOut ? 504 : 502, headers: { 'cache-control': 'no-store' } },
      );
    }
    return new Response(answer.body, {
      status: answer.status,
      statusText: answer.statusText,
      headers: withoutConnectionHeaders(answer.headers, NOT_RETURNED),
    });
  };
}
