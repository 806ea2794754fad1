import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';
import type { ContentSource, PrerenderedPage } from '../src/prerender.tsx';
import { searchResultsPageLocale } from '../src/routes/searchResultsPage.ts';
import { pageHtml, serverDirOf } from './prerender.ts';

/** How long a read for a page being rendered may take before the browser is left to do it (ms). */
const READ_TIMEOUT_MS = 2500;

type RenderPage = (address: string, source: ContentSource) => Promise<PrerenderedPage>;

/**
 * Renders a search's results page on the server when it is asked for (issue K: its largest paint
 * is a result, which no build can know): the page comes with its header and its page of results
 * already drawn, and with them as the content snapshot the browser hydrates from, like the
 * prerendered home page. It reads the backend directly (`apiUrl`, the origin `/api` and `/pub` are
 * proxied to), as a visitor: no cookie is passed on, so nothing personal is ever rendered.
 *
 * Mounted in `vite preview`, the app's production server here; the renderer is the build's
 * (`serverDirOf(outDir)/prerender.js`), so any Node server can mount the same. When the renderer
 * is missing or the backend fails or is slow, the request falls through to the usual page, which
 * loads its results in the browser.
 */
export function renderOnRequest(apiUrl: string): Plugin {
  let config: ResolvedConfig;
  let renderer: Promise<RenderPage> | undefined;
  return {
    name: 'portal-render-on-request',
    configResolved(resolved) {
      config = resolved;
    },
    configurePreviewServer(server) {
      const outDir = path.resolve(config.root, config.build.outDir);
      const load = (): Promise<RenderPage> => {
        renderer ??= import(
          pathToFileURL(path.join(serverDirOf(outDir), 'prerender.js')).href
        ).then((module: { prerenderPage: RenderPage }) => module.prerenderPage);
        return renderer;
      };
      // Loaded as the server starts, not by the first person who asks for a results page.
      void load().catch(() => {
        renderer = undefined;
      });
      server.middlewares.use((request, response, next) => {
        const url = new URL(request.url ?? '/', 'http://portal.invalid');
        if (
          (request.method !== 'GET' && request.method !== 'HEAD') ||
          // The pages rendered when asked for: a search's results (their address holds the query).
          searchResultsPageLocale(url.pathname) === undefined ||
          !(request.headers.accept ?? '').includes('text/html')
        ) {
          return next();
        }
        const siteOrigin = `http://${request.headers.host ?? '127.0.0.1'}`;
        Promise.all([load(), readFile(path.join(outDir, 'index.html'), 'utf8')])
          .then(async ([render, template]) => {
            const page = await render(`${url.pathname}${url.search}`, {
              apiUrl,
              siteOrigin,
              timeoutMs: READ_TIMEOUT_MS,
            });
            const html = pageHtml(template, page);
            // Compressed like the site's files: about 60 kB of markup is 12 kB on the line.
            const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
            const body = gzip ? gzipSync(html) : Buffer.from(html);
            response.statusCode = 200;
            response.setHeader('content-type', 'text/html; charset=utf-8');
            response.setHeader('vary', 'accept-encoding');
            if (gzip) response.setHeader('content-encoding', 'gzip');
            response.setHeader('content-length', String(body.length));
            // Rendered for this address from the backend's current answers: never reused.
            response.setHeader('cache-control', 'no-store');
            response.end(request.method === 'HEAD' ? undefined : body);
          })
          .catch((error: unknown) => {
            config.logger.warn(
              `render on request: ${url.pathname} left to the browser (${error instanceof Error ? error.message : String(error)})`,
            );
            renderer = undefined;
            next();
          });
      });
    },
  };
}
