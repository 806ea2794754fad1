import { createReadStream, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGzip } from 'node:zlib';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { APP_ROOT } from './servers';

const SOURCE = path.join(APP_ROOT, 'e2e/baseline');
const OUT = path.join(APP_ROOT, 'reports/baseline-dist');

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** The baseline page, built and served on a free loopback port; `close` stops its server. */
export interface BaselinePage {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Builds an empty Vite + React page (e2e/baseline, Vite's React template without the portal) with
 * the portal's own Vite and React, and serves it as plain files, so Lighthouse can measure what any
 * React page costs on this machine in this run: the yardstick of the home page's LCP (issue K: within
 * 1.1× of it).
 */
export async function startBaselinePage(): Promise<BaselinePage> {
  await build({
    root: SOURCE,
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    build: { outDir: OUT, emptyOutDir: true },
  });
  const server: Server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const file = path.join(OUT, pathname === '/' ? 'index.html' : path.normalize(pathname));
    if (!file.startsWith(OUT) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    // Compressed as the portal's own server sends its files, so the two are compared fairly.
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    response.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    const stream = createReadStream(file);
    (gzip ? stream.pipe(createGzip()) : stream).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
