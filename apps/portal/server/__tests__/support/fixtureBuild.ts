import { gzipSync, brotliCompressSync } from 'node:zlib';
import type { PrerenderedPage } from '../../../src/prerender.tsx';
import { inlineScriptHashes } from '../../build/inlineScripts.ts';
import type { ServerConfig } from '../../config.ts';
import type { RenderPage } from '../../renderedPages.ts';
import type { ServerManifest } from '../../serverManifest.ts';
import { contentTypeOf, type StaticFile } from '../../staticFiles.ts';

/** A built `index.html` in the shape the build makes: inline scripts in head and body. */
export const TEMPLATE = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <script>(function(){document.documentElement.setAttribute("data-theme","light")})();</script>
    <meta charset="UTF-8" />
    <title>Government services portal</title>
    <script data-font-preload>(function(d){d.documentElement.setAttribute("data-brand-font","")})(document)</script>
    <link rel="stylesheet" crossorigin href="/assets/index-DETgzt6U.css">
    <script>(function(d,l){d.addEventListener('click',function(){},true)})(document,location);</script>
  </head>
  <body>
    <div id="root"></div>
    <script>(function bootApp(entry){var s=document.createElement("script");s.type="module";s.src=entry;document.head.appendChild(s)})("/assets/index-BuS1vKj2.js");</script>
  </body>
</html>
`;

/** A prerendered home page: the template with markup in `#root` and no font preload. */
export const HOME = TEMPLATE.replace(
  '<div id="root"></div>',
  '<div id="root"><main><h1>Home</h1></main></div>',
).replace(/\s*<script data-font-preload>[\s\S]*?<\/script>/, '');

const ASSET_JS = `export const app = ${JSON.stringify('x'.repeat(4000))};\n`;

function fileOf(pathname: string, text: string, copies = false): StaticFile {
  const body = new Uint8Array(Buffer.from(text));
  const tag = (suffix: string) => `"${pathname.length}-${body.byteLength}${suffix}"`;
  return {
    contentType: contentTypeOf(pathname),
    bodies: {
      identity: { body, etag: tag('') },
      ...(copies
        ? {
            br: { body: new Uint8Array(brotliCompressSync(body)), etag: tag('-br') },
            gzip: { body: new Uint8Array(gzipSync(body)), etag: tag('-gzip') },
          }
        : {}),
    },
  };
}

/** The build's files as the server holds them. */
export function fixtureFiles(): Map<string, StaticFile> {
  return new Map([
    ['/index.html', fileOf('/index.html', TEMPLATE, true)],
    ['/en/index.html', fileOf('/en/index.html', HOME, true)],
    ['/en/404.html', fileOf('/en/404.html', HOME, true)],
    ['/assets/index-BuS1vKj2.js', fileOf('/assets/index-BuS1vKj2.js', ASSET_JS, true)],
    ['/assets/index-DETgzt6U.css', fileOf('/assets/index-DETgzt6U.css', 'body{margin:0}')],
    [
      '/assets/inter-latin-wght-normal-Dx4kXJAl.woff2',
      fileOf('/assets/inter-latin-wght-normal-Dx4kXJAl.woff2', 'wOF2'),
    ],
    ['/favicon.svg', fileOf('/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>')],
  ]);
}

export const MANIFEST: ServerManifest = {
  buildId: 'fixture-build',
  scriptHashes: inlineScriptHashes([TEMPLATE, HOME]),
};

export function fixtureConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    siteOrigin: 'https://portal.example.ae',
    allowedHosts: [],
    backendUrl: 'http://backend.internal:4010',
    sandboxPaths: false,
    imageOrigins: [],
    proxyTimeoutMs: 1000,
    render: {
      concurrency: 2,
      queueLimit: 2,
      timeoutMs: 1000,
      readTimeoutMs: 500,
      cacheTtlMs: 60_000,
      cacheEntries: 100,
    },
    ...overrides,
  };
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

/**
 * A renderer drawing a results page as the app's does: the query in the markup (escaped, as React
 * escapes text), in the title and in the content snapshot.
 */
export const renderResults: RenderPage = async (address) => {
  const url = new URL(address, 'http://portal.invalid');
  const query = url.searchParams.get('q') ?? '';
  const arabic = url.pathname.startsWith('/ar-AE/');
  const page: PrerenderedPage = {
    html: `<main><h1>${arabic ? 'نتائج' : 'Results'} for “${escapeHtml(query)}”</h1><a href="/en/">Home</a></main>`,
    lang: arabic ? 'ar-AE' : 'en',
    dir: arabic ? 'rtl' : 'ltr',
    title: `${query} · Search`,
    snapshot: {
      mutations: [],
      queries: [
        {
          queryKey: ['search', query],
          queryHash: JSON.stringify(['search', query]),
          dehydratedAt: 0,
          state: {
            data: { query },
            dataUpdateCount: 1,
            dataUpdatedAt: 0,
            error: null,
            errorUpdateCount: 0,
            errorUpdatedAt: 0,
            fetchFailureCount: 0,
            fetchFailureReason: null,
            fetchMeta: null,
            isInvalidated: false,
            status: 'success',
            fetchStatus: 'idle',
          },
        },
      ],
    },
    failed: [],
  };
  return page;
};
