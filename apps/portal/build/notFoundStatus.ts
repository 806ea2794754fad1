import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { resolveLocation } from '../src/routes/resolveLocation.ts';

/** Whether a request is a page navigation the app answers (not an asset, an API call or a file). */
function isPageRequest(method: string | undefined, url: URL, accept: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (!(accept ?? '').includes('text/html')) return false;
  if (/^\/(api|pub|assets|__sandbox)(\/|$)/.test(url.pathname)) return false;
  return !/\.[a-z0-9]+$/i.test(url.pathname);
}

/**
 * Makes the production server answer unknown addresses with HTTP 404 (SCREENS.md S1.9). An SPA
 * cannot set a status itself: without this, `vite preview` (like any static host with an SPA
 * fallback) answers every address 200 with `index.html`. Here the server asks the app's own
 * `resolveLocation` (the same rule the router follows) and answers 404, with the same `index.html`,
 * for an address the app would send to its 404 page; the app then goes there as usual. The 404
 * page's own address (`/en/404`) answers 200: it is a page that exists, and a browser logs every
 * document answered 404 as a console error.
 *
 * Choice: the server does not know the browser's cached language list, so `/fr/` (a stored
 * language, which the app treats as a language prefix) is answered 404 here and shown as the home
 * page by the app. Search engines and link checkers see the status; people see the page.
 */
export function notFoundStatus(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'portal-not-found-status',
    configResolved(resolved) {
      config = resolved;
    },
    configurePreviewServer(server) {
      const indexHtml = path.resolve(config.root, config.build.outDir, 'index.html');
      server.middlewares.use((request, response, next) => {
        const url = new URL(request.url ?? '/', 'http://portal.invalid');
        if (!isPageRequest(request.method, url, request.headers.accept)) return next();
        const decision = resolveLocation({
          pathname: url.pathname,
          search: url.search,
          cookies: request.headers.cookie ?? '',
          browserLanguages: request.headers['accept-language'] ?? '',
        });
        if (decision.kind !== 'redirect' || !decision.notFound) return next();
        readFile(indexHtml).then(
          (html) => {
            response.statusCode = 404;
            response.setHeader('content-type', 'text/html; charset=utf-8');
            response.setHeader('cache-control', 'no-cache');
            response.end(request.method === 'HEAD' ? undefined : html);
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}
