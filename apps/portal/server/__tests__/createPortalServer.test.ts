import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { runnableInlineScripts, scriptHashSource } from '../build/inlineScripts.ts';
import type { ServerConfig } from '../config.ts';
import { createPortalServer, type PortalServerOptions } from '../createPortalServer.ts';
import { nodeCompress } from '../nodeCompress.ts';
import type { RenderPage } from '../renderedPages.ts';
import {
  fixtureConfig,
  fixtureFiles,
  MANIFEST,
  renderResults,
  TEMPLATE,
} from './support/fixtureBuild.ts';

const SITE = 'https://portal.example.ae';

function serverWith(options: Partial<PortalServerOptions> & { config?: ServerConfig } = {}) {
  const lines: string[] = [];
  const warnings: string[] = [];
  const backend = vi.fn(
    options.backendFetch ??
      (async () => Response.json({ success: true, data: {} }, { status: 200 })),
  );
  const server = createPortalServer({
    config: fixtureConfig(),
    manifest: MANIFEST,
    files: fixtureFiles(),
    render: renderResults,
    compress: nodeCompress,
    log: (line) => lines.push(line),
    warn: (message) => warnings.push(message),
    ...options,
    backendFetch: backend,
  });
  return { server, lines, warnings, backend };
}

function get(
  server: { fetch: (request: Request) => Promise<Response> },
  path: string,
  headers: Record<string, string> = {},
  init: RequestInit = {},
): Promise<Response> {
  const site = new URL(SITE);
  return server.fetch(
    new Request(new URL(path, SITE), {
      ...init,
      headers: { host: site.host, accept: 'text/html', ...headers },
    }),
  );
}

/** The directives of a CSP header, by name. */
function directives(csp: string | null): Map<string, string[]> {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0] !== '')
      .map(([name = '', ...values]) => [name, values]),
  );
}

/** Every kind of answer the server gives. */
const ANSWERS = [
  { kind: 'prerendered page', path: '/en/', status: 200 },
  { kind: 'app page', path: '/en/mylocker', status: 200 },
  { kind: 'hashed asset', path: '/assets/index-BuS1vKj2.js', status: 200, accept: '*/*' },
  { kind: 'file with a steady name', path: '/favicon.svg', status: 200, accept: '*/*' },
  { kind: 'unknown page (404)', path: '/en/no-such-page', status: 404 },
  { kind: 'missing file (404)', path: '/assets/gone-AAAAAAAA.js', status: 404, accept: '*/*' },
  { kind: 'rendered page', path: '/en/searchresults?q=licence', status: 200 },
  { kind: 'rendered service page', path: '/en/services/adp/transport/x', status: 200 },
  { kind: 'API proxy', path: '/api/proxy/x', status: 200, accept: 'application/json' },
  { kind: 'public API proxy', path: '/pub/cms/item', status: 200, accept: 'application/json' },
  { kind: 'health', path: '/healthz', status: 200, accept: '*/*' },
  { kind: 'method not allowed', path: '/en/', status: 405, method: 'POST' },
] as const;

describe('security headers', () => {
  it.each(ANSWERS)('are on every answer: $kind', async (answer) => {
    const { server } = serverWith();
    const response = await get(
      server,
      answer.path,
      { accept: 'accept' in answer ? answer.accept : 'text/html' },
      { method: 'method' in answer ? answer.method : 'GET' },
    );
    expect(response.status).toBe(answer.status);
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toEqual(["'self'", ...MANIFEST.scriptHashes]);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    expect(csp.get('default-src')).toEqual(["'self'"]);
    // The brand faces (swapped in after load, preloaded on the pages the app draws) are its own files.
    expect(csp.get('font-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\).*geolocation=\(\)/);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });

  it('sends HSTS only for a site served over https', async () => {
    const { server } = serverWith({
      config: fixtureConfig({ siteOrigin: 'http://127.0.0.1:8080' }),
    });
    const response = await server.fetch(
      new Request('http://127.0.0.1:8080/en/', { headers: { host: '127.0.0.1:8080' } }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.get('content-security-policy')).not.toContain(
      'upgrade-insecure-requests',
    );
  });

  it('allows every inline script of every page it serves, and no other', async () => {
    const { server } = serverWith();
    for (const path of ['/en/', '/en/mylocker', '/en/searchresults?q=licence']) {
      const html = await (await get(server, path)).text();
      const scripts = runnableInlineScripts(html);
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts)
        expect(MANIFEST.scriptHashes).toContain(scriptHashSource(script));
    }
    expect(MANIFEST.scriptHashes).not.toContain(scriptHashSource('alert(1)'));
  });

  it('adds the configured image origins, and keeps a backend’s own CSP beside the site’s', async () => {
    const { server } = serverWith({
      config: fixtureConfig({ imageOrigins: ['https://cdn.example.ae'] }),
      backendFetch: async () =>
        new Response('<p>sandbox page</p>', {
          headers: { 'content-type': 'text/html', 'content-security-policy': "default-src 'none'" },
        }),
    });
    const page = await get(server, '/en/');
    expect(directives(page.headers.get('content-security-policy')).get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://cdn.example.ae',
    ]);
    const proxied = await get(server, '/pub/__sandbox/pay/1');
    const policies = proxied.headers.get('content-security-policy') ?? '';
    expect(policies).toContain("default-src 'none'");
    expect(policies).toContain("frame-ancestors 'none'");
  });
});

describe('static files and caching', () => {
  it('keeps hashed assets a year, immutable', async () => {
    const { server } = serverWith();
    const response = await get(server, '/assets/index-BuS1vKj2.js', { accept: '*/*' });
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('serves the brand faces as woff2, kept a year like every hashed asset', async () => {
    const { server } = serverWith();
    const response = await get(server, '/assets/inter-latin-wght-normal-Dx4kXJAl.woff2', {
      accept: '*/*',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('font/woff2');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates HTML and files with steady names: no-cache with an ETag, 304 when unchanged', async () => {
    const { server } = serverWith();
    for (const path of ['/en/', '/en/mylocker', '/favicon.svg']) {
      const first = await get(server, path);
      expect(first.headers.get('cache-control')).toBe('no-cache');
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^"[^"]+"$/);
      const again = await get(server, path, { 'if-none-match': etag ?? '' });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
    }
  });

  it('answers the precompressed copy Accept-Encoding prefers, with Vary', async () => {
    const { server } = serverWith();
    const plain = await (await get(server, '/en/')).text();
    const br = await get(server, '/en/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('accept-encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(plain);
    const gzip = await get(server, '/en/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(plain);
    expect(gzip.headers.get('etag')).not.toBe(br.headers.get('etag'));
    const identity = await get(server, '/en/', { 'accept-encoding': 'identity' });
    expect(identity.headers.get('content-encoding')).toBeNull();
  });

  it('answers an address the app sends to its 404 page with 404 and the app', async () => {
    const { server } = serverWith();
    const response = await get(server, '/en/no-such-page');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(TEMPLATE);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('never answers a missing file with the app’s page', async () => {
    const { server } = serverWith();
    const response = await get(server, '/assets/gone-AAAAAAAA.js', { accept: '*/*' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  });
});

describe('Host', () => {
  it('refuses a Host that is not the site’s with 421, and a request without one with 400', async () => {
    const { server } = serverWith();
    const other = await server.fetch(
      new Request(`${SITE}/en/`, { headers: { host: 'evil.example' } }),
    );
    expect(other.status).toBe(421);
    expect(other.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const none = await server.fetch(new Request(`${SITE}/en/`));
    expect(none.status).toBe(400);
  });

  it('answers the site’s host with its default port, and the configured extra hosts', async () => {
    const { server } = serverWith({
      config: fixtureConfig({ allowedHosts: ['origin.portal.internal'] }),
    });
    for (const host of ['portal.example.ae:443', 'PORTAL.example.ae', 'origin.portal.internal']) {
      const response = await server.fetch(new Request(`${SITE}/en/`, { headers: { host } }));
      expect(response.status, host).toBe(200);
    }
  });

  it('answers the load balancer’s probes whatever the Host', async () => {
    const { server } = serverWith();
    const health = await server.fetch(
      new Request('http://10.0.0.7:8080/healthz', { headers: { host: '10.0.0.7:8080' } }),
    );
    expect(health.status).toBe(200);
    const ready = await server.fetch(
      new Request('http://10.0.0.7:8080/readyz', { headers: { host: '10.0.0.7:8080' } }),
    );
    expect(await ready.json()).toMatchObject({ ready: true, build: MANIFEST.buildId });
  });

  it('renders pages for the configured origin, never the request’s Host', async () => {
    const render = vi.fn(renderResults);
    const { server } = serverWith({ render });
    await get(server, '/en/searchresults?q=x', { 'x-forwarded-host': 'evil.example' });
    expect(render).toHaveBeenCalledWith('/en/searchresults?q=x', {
      apiUrl: 'http://backend.internal:4010',
      siteOrigin: SITE,
      timeoutMs: 500,
    });
  });
});

describe('rendered pages', () => {
  it('are cached for the same address and language, shared with CDNs for the cache’s time', async () => {
    const render = vi.fn(renderResults);
    const { server, lines } = serverWith({ render });
    const first = await get(server, '/en/searchresults?q=licence');
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    expect(await first.text()).toContain('Results for “licence”');
    await get(server, '/en/searchresults?q=licence');
    expect(render).toHaveBeenCalledTimes(1);
    await get(server, '/ar-AE/searchresults?q=licence');
    await get(server, '/en/searchresults?q=licences');
    expect(render).toHaveBeenCalledTimes(3);
    expect(lines.map((line) => (JSON.parse(line) as { render?: string }).render)).toEqual([
      'miss',
      'hit',
      'miss',
      'miss',
    ]);
  });

  it('answer 503 with Retry-After when the pool and its queue are full', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const render: RenderPage = async (address, source) => {
      await held;
      return renderResults(address, source);
    };
    const config = fixtureConfig();
    const { server } = serverWith({
      render,
      config: { ...config, render: { ...config.render, concurrency: 1, queueLimit: 1 } },
    });
    const running = get(server, '/en/searchresults?q=1');
    const queued = get(server, '/en/searchresults?q=2');
    const refused = await get(server, '/en/searchresults?q=3');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    // The page a browser can still start from: the app then reads the results itself.
    expect(await refused.text()).toBe(TEMPLATE);
    release();
    expect((await running).status).toBe(200);
    expect((await queued).status).toBe(200);
  });

  it('leave the results to the browser when a render outlasts its timeout', async () => {
    const config = fixtureConfig();
    const { server, warnings } = serverWith({
      render: () => new Promise(() => {}),
      config: { ...config, render: { ...config.render, timeoutMs: 50 } },
    });
    const response = await get(server, '/en/searchresults?q=slow');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(TEMPLATE);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(warnings).toEqual([expect.stringContaining('longer than 50 ms')]);
  });

  it('include a service’s page: its head as the page gave it, 404 when it found no service', async () => {
    const render = vi.fn<RenderPage>(async (address, source) => {
      const found = !address.endsWith('/gone');
      return {
        ...(await renderResults(address, source)),
        title: found ? 'Renew a pet licence – Portal' : 'Portal',
        ...(found ? { description: 'Renew the licence of a dog or a cat.' } : {}),
        ...(found
          ? {
              links: {
                canonical: `${SITE}${address}`,
                alternates: [
                  { hreflang: 'en', href: `${SITE}${address}` },
                  { hreflang: 'ar-AE', href: `${SITE}${address.replace('/en/', '/ar-AE/')}` },
                  { hreflang: 'x-default', href: `${SITE}${address}` },
                ],
              },
            }
          : {}),
        status: found ? 200 : 404,
      };
    });
    const { server, lines } = serverWith({ render });
    const address = '/en/services/dmt/environment/renew-a-pet-licence';
    const found = await get(server, address);
    expect(found.status).toBe(200);
    expect(render).toHaveBeenCalledWith(address, expect.anything());
    const html = await found.text();
    expect(html).toContain('<title>Renew a pet licence – Portal</title>');
    expect(html).toContain(
      '<meta name="description" content="Renew the licence of a dog or a cat." />',
    );
    expect(html).toContain(`<link rel="canonical" href="${SITE}${address}">`);
    expect(html).toContain(
      `<link rel="alternate" hreflang="ar-AE" href="${SITE}/ar-AE/services/dmt/environment/renew-a-pet-licence">`,
    );
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${SITE}${address}">`);

    const missing = await get(server, '/en/services/dmt/environment/gone');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    expect(await missing.text()).not.toContain('rel="canonical"');
    // Cached as it was answered: the same status again.
    expect((await get(server, '/en/services/dmt/environment/gone')).status).toBe(404);
    expect(render).toHaveBeenCalledTimes(2);
    expect(lines.map((line) => (JSON.parse(line) as { render?: string }).render)).toEqual([
      'miss',
      'miss',
      'hit',
    ]);
  });

  it('never include an asset, a page not marked in the page table, or an answer not asked for as HTML', async () => {
    const render = vi.fn(renderResults);
    const { server } = serverWith({ render });
    await get(server, '/assets/index-BuS1vKj2.js', { accept: '*/*' });
    await get(server, '/en/mylocker');
    await get(server, '/en/services/business');
    await get(server, '/en/services/adp/transport/x', { accept: 'application/json' });
    expect(render).not.toHaveBeenCalled();
    expect((await get(server, '/en/services/nobody')).status).toBe(404);
  });

  it('are not kept when drawn without some of their content', async () => {
    const render = vi.fn<RenderPage>(async (address, source) => ({
      ...(await renderResults(address, source)),
      failed: ['search'],
    }));
    const { server } = serverWith({ render });
    const first = await get(server, '/en/searchresults?q=x');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    await get(server, '/en/searchresults?q=x');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it.each([
    '$`',
    "$'",
    '$&',
    '$$',
    '$1',
    '$<x>',
    '</script><script>alert(1)</script>',
    '</title><script>x()</script>',
  ])(
    'hold the query %j as text: the template’s scripts once each, all allowed by the CSP',
    async (query) => {
      const { server } = serverWith();
      const response = await get(server, `/en/searchresults?q=${encodeURIComponent(query)}`);
      const html = await response.text();
      // The template's scripts, less the font preload, plus the content snapshot (JSON).
      const templateScripts = (TEMPLATE.match(/<script\b/g) ?? []).length;
      expect((html.match(/<script\b/g) ?? []).length).toBe(templateScripts - 1 + 1);
      expect((html.match(/<title>/g) ?? []).length).toBe(1);
      expect((html.match(/<div id="root">/g) ?? []).length).toBe(1);
      for (const script of runnableInlineScripts(html)) {
        expect(MANIFEST.scriptHashes).toContain(scriptHashSource(script));
      }
      const escaped = query.replace(/&/g, '&amp;').replace(/</g, '&lt;');
      expect(html).toContain(`<title>${escaped} · Search</title>`);
    },
  );
});

describe('the backend proxy', () => {
  it('passes the call on without hop-by-hop or forged headers, and the answer back with its cookies', async () => {
    const { server, backend } = serverWith({
      backendFetch: async () => {
        const headers = new Headers({
          'content-type': 'application/json',
          connection: 'keep-alive, x-hop',
          'keep-alive': 'timeout=5',
          'x-hop': 'dropped',
          server: 'sandbox/1.0',
          'x-powered-by': 'Hono',
        });
        headers.append('set-cookie', 'session=abc; Path=/; HttpOnly');
        headers.append('set-cookie', 'hint=1; Path=/');
        return new Response('{"success":true}', { status: 201, headers });
      },
    });
    const response = await get(
      server,
      '/api/proxy/x?page=2',
      {
        accept: 'application/json',
        'content-type': 'application/json',
        cookie: 'session=abc',
        connection: 'keep-alive, x-secret-hop',
        'x-secret-hop': 'never',
        'proxy-authorization': 'Basic never',
        'x-forwarded-for': '6.6.6.6',
        'x-forwarded-host': 'evil.example',
        te: 'trailers',
      },
      { method: 'POST', body: '{"status":[0,1]}' },
    );
    const sent = backend.mock.calls[0]![0] as Request;
    expect(sent.url).toBe('http://backend.internal:4010/api/proxy/x?page=2');
    expect(sent.method).toBe('POST');
    expect(await sent.text()).toBe('{"status":[0,1]}');
    expect(sent.redirect).toBe('manual');
    expect(sent.headers.get('cookie')).toBe('session=abc');
    expect(sent.headers.get('content-type')).toBe('application/json');
    for (const name of [
      'x-secret-hop',
      'proxy-authorization',
      'x-forwarded-for',
      'te',
      'connection',
    ]) {
      expect(sent.headers.get(name), name).toBeNull();
    }
    expect(sent.headers.get('x-forwarded-host')).toBe('portal.example.ae');
    expect(sent.headers.get('x-forwarded-proto')).toBe('https');

    expect(response.status).toBe(201);
    expect(response.headers.getSetCookie()).toEqual([
      'session=abc; Path=/; HttpOnly',
      'hint=1; Path=/',
    ]);
    for (const name of ['connection', 'keep-alive', 'x-hop', 'server', 'x-powered-by']) {
      expect(response.headers.get(name), name).toBeNull();
    }
    expect(await response.text()).toBe('{"success":true}');
  });

  it('passes a redirect back as it is', async () => {
    const { server } = serverWith({
      backendFetch: async () =>
        new Response(null, { status: 302, headers: { location: '/en/?signedIn=1' } }),
    });
    const response = await get(server, '/api/smartpass/demo-login');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/en/?signedIn=1');
  });

  it('answers 504 when the backend is slow, 502 when it cannot be reached', async () => {
    const slow = serverWith({
      config: fixtureConfig({ proxyTimeoutMs: 30 }),
      backendFetch: (request) =>
        new Promise((_resolve, reject) =>
          request.signal.addEventListener('abort', () => reject(request.signal.reason)),
        ),
    });
    const timedOut = await get(slow.server, '/api/x', { accept: 'application/json' });
    expect(timedOut.status).toBe(504);
    expect(timedOut.headers.get('x-content-type-options')).toBe('nosniff');
    const down = serverWith({
      backendFetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    expect((await get(down.server, '/api/x')).status).toBe(502);
  });

  it('proxies the sandbox’s own paths only when told the backend is the sandbox', async () => {
    const plain = serverWith();
    expect((await get(plain.server, '/__sandbox/img/logo.svg', { accept: '*/*' })).status).toBe(
      404,
    );
    expect(plain.backend).not.toHaveBeenCalled();
    const sandbox = serverWith({ config: fixtureConfig({ sandboxPaths: true }) });
    expect((await get(sandbox.server, '/__sandbox/img/logo.svg', { accept: '*/*' })).status).toBe(
      200,
    );
    expect(sandbox.backend).toHaveBeenCalledOnce();
    // The analytics sink: the app's provider posts its batches on the page's own origin.
    const batch = await get(
      sandbox.server,
      '/__sandbox/analytics/events',
      { accept: '*/*', 'content-type': 'application/json' },
      { method: 'POST', body: '{"events":[]}' },
    );
    expect(batch.status).toBe(200);
    expect(sandbox.backend).toHaveBeenCalledTimes(2);
    expect((await get(plain.server, '/__sandbox/analytics/events', { accept: '*/*' })).status).toBe(
      404,
    );
  });
});

describe('the request log', () => {
  it('writes one JSON line per request: method, path without the query, status, duration', async () => {
    const { server, lines } = serverWith();
    await get(server, '/en/searchresults?q=my%20emirates%20id%20784-1990', {
      cookie: 'session=secret',
    });
    await get(server, '/assets/gone-AAAAAAAA.js', { accept: '*/*' });
    expect(lines).toHaveLength(2);
    const [first, second] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(first).toMatchObject({
      method: 'GET',
      path: '/en/searchresults',
      status: 200,
      render: 'miss',
    });
    expect(typeof first?.['durationMs']).toBe('number');
    expect(Object.keys(first ?? {}).sort()).toEqual([
      'durationMs',
      'method',
      'path',
      'render',
      'status',
      'time',
    ]);
    expect(second).toMatchObject({ method: 'GET', path: '/assets/gone-AAAAAAAA.js', status: 404 });
    expect(lines.join('\n')).not.toMatch(/784|emirates|secret/);
  });
});

describe('readiness', () => {
  it('turns /readyz to 503 once draining, while /healthz stays 200', async () => {
    const { server } = serverWith();
    server.drain();
    expect((await get(server, '/readyz')).status).toBe(503);
    expect((await get(server, '/healthz')).status).toBe(200);
  });
});
