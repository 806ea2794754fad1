import type { PortalLocale } from '@portal/core';
import { pageHtml } from '../build/prerender.ts';
import type { ContentSource, PrerenderedPage } from '../src/prerender.tsx';
import type { ContentCoding } from './acceptEncoding.ts';
import { createRenderCache, type CacheSource } from './renderCache.ts';
import { createRenderPool, RenderPoolFullError, type RenderPool } from './renderPool.ts';
import type { ServerConfig } from './config.ts';
import {
  NO_STORE,
  REVALIDATE,
  staticResponse,
  type StaticBody,
  type StaticFile,
} from './staticFiles.ts';

/** The app's server renderer (`src/prerender.tsx`, built for Node into the server folder). */
export type RenderPage = (address: string, source: ContentSource) => Promise<PrerenderedPage>;

/** Compresses a rendered page for the line; absent where the runtime has no brotli or gzip. */
export type Compress = (
  body: Uint8Array<ArrayBuffer>,
  coding: Exclude<ContentCoding, 'identity'>,
) => Promise<Uint8Array<ArrayBuffer>>;

/** How long a client should wait before asking again when the pool is full (s). */
export const RETRY_AFTER_SECONDS = 2;

/**
 * Rendered pages are shared by every visitor (they are drawn without any cookie) for the render
 * cache's time: a CDN may keep them as long (`s-maxage`), a browser asks again each time.
 */
function sharedFor(ttlMs: number): string {
  return `public, max-age=0, s-maxage=${Math.floor(ttlMs / 1000)}`;
}

interface RenderedEntry {
  readonly file: StaticFile;
  readonly reusable: boolean;
  /** 404 when the page reported that its address names nothing (a service the catalogue lacks). */
  readonly status: 200 | 404;
}

export interface RenderedPagesOptions {
  readonly config: ServerConfig;
  readonly buildId: string;
  readonly render: RenderPage;
  /** The built `index.html`, the template pages are drawn in (and the page left to the browser). */
  readonly shell: StaticFile;
  readonly compress?: Compress;
  readonly pool?: RenderPool;
  /** Called when a page is left to the browser (a timeout, a failed render). */
  readonly warn: (message: string) => void;
}

export interface RenderedPages {
  /**
   * The answer for a page rendered when asked for (a search's results, a service: page table
   * `renderedOnRequest`), and how it was made: 404 when the page reports it found nothing there.
   */
  answer(
    request: Request,
    url: URL,
    locale: PortalLocale,
  ): Promise<{ response: Response; outcome: CacheSource | 'refused' | 'left-to-browser' }>;
  readonly pool: RenderPool;
}

async function etagOf(body: Uint8Array<ArrayBuffer>, suffix = ''): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', body));
  const base64 = btoa(String.fromCharCode(...digest))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return `"${base64.slice(0, 22)}${suffix}"`;
}

/**
 * Pages the server renders when asked for (the page table's `renderedOnRequest`: issue K, a search's
 * results, whose largest paint no build can know; issue Q, a service's page, indexable), through the bounded render pool and the short shared cache (issue T). The page is drawn
 * in the built `index.html` (`pageHtml`, so it carries exactly the build's inline scripts, which the
 * CSP's hashes allow), for the configured site origin, reading the backend as a visitor: no cookie is
 * passed on, so nothing personal is rendered or cached. A full pool answers 503 with `Retry-After`
 * (and the page a browser can still start from); a render that fails or times out leaves the results
 * to the browser: the usual page, 200.
 */
export function createRenderedPages(options: RenderedPagesOptions): RenderedPages {
  const { config, buildId, render, shell, compress, warn } = options;
  const pool =
    options.pool ??
    createRenderPool({
      concurrency: config.render.concurrency,
      queueLimit: config.render.queueLimit,
      timeoutMs: config.render.timeoutMs,
    });
  const cache = createRenderCache<RenderedEntry>({
    ttlMs: config.render.cacheTtlMs,
    maxEntries: config.render.cacheEntries,
  });
  const encoder = new TextEncoder();
  const template = new TextDecoder().decode(shell.bodies.identity.body);

  const draw = async (address: string): Promise<{ value: RenderedEntry; reusable: boolean }> => {
    const page = await pool.run(() =>
      render(address, {
        apiUrl: config.backendUrl,
        siteOrigin: config.siteOrigin,
        timeoutMs: config.render.readTimeoutMs,
      }),
    );
    const body = encoder.encode(pageHtml(template, page));
    const bodies: Partial<Record<ContentCoding, StaticBody>> & { identity: StaticBody } = {
      identity: { body, etag: await etagOf(body) },
    };
    if (compress) {
      // Compressed once per render, not per answer: the cache then serves the bytes as they are.
      const [br, gzip] = await Promise.all([compress(body, 'br'), compress(body, 'gzip')]);
      bodies.br = { body: br, etag: await etagOf(body, '-br') };
      bodies.gzip = { body: gzip, etag: await etagOf(body, '-gzip') };
    }
    const reusable = page.failed.length === 0;
    const status = page.status ?? 200;
    return {
      value: { file: { contentType: shell.contentType, bodies }, reusable, status },
      reusable,
    };
  };

  return {
    pool,
    async answer(request, url, locale) {
      const address = `${url.pathname}${url.search}`;
      try {
        const { value, from } = await cache.get(`${buildId}\n${locale}\n${address}`, () =>
          draw(address),
        );
        const response = staticResponse(request, value.file, {
          status: value.status,
          cacheControl: value.reusable ? sharedFor(config.render.cacheTtlMs) : REVALIDATE,
        });
        return { response, outcome: from };
      } catch (error) {
        if (error instanceof RenderPoolFullError) {
          const response = staticResponse(request, shell, { status: 503, cacheControl: NO_STORE });
          response.headers.set('retry-after', String(RETRY_AFTER_SECONDS));
          return { response, outcome: 'refused' };
        }
        warn(
          `render on request: ${url.pathname} left to the browser (${error instanceof Error ? error.message : String(error)})`,
        );
        return {
          response: staticResponse(request, shell, { cacheControl: REVALIDATE }),
          outcome: 'left-to-browser',
        };
      }
    },
  };
}
