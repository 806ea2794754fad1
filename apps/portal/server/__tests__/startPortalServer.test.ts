import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RENDERER_ENTRY, SERVER_MANIFEST } from '../serverManifest.ts';
import { startPortalServer, type RunningServer } from '../startPortalServer.ts';
import { fixtureConfig, HOME, MANIFEST, TEMPLATE } from './support/fixtureBuild.ts';

/** The renderer of the fixture build: holds each render until the test releases it. */
const RENDERER = `
export async function prerenderPage(address) {
  await new Promise((resolve) => (globalThis.__releaseRenders ??= []).push(resolve));
  return { html: '<main><h1>Rendered ' + address + '</h1></main>', lang: 'en', dir: 'ltr',
    title: 'Results', snapshot: { mutations: [], queries: [] }, failed: [] };
}
`;

type Holder = { __releaseRenders?: (() => void)[] };
const holder = globalThis as Holder;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** A GET over its own connection: status and body, or the socket's error code. */
function get(
  port: number,
  pathname: string,
): Promise<{ status?: number; body?: string; error?: string }> {
  return new Promise((resolve) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        headers: { host: 'portal.test', accept: 'text/html' },
        agent: false,
      },
      (incoming) => {
        let body = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (body += chunk));
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body }));
        incoming.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ error: error.code ?? error.message }),
        );
      },
    );
    outgoing.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? error.message }),
    );
    outgoing.end();
  });
}

async function rendersWaiting(count: number): Promise<void> {
  while ((holder.__releaseRenders?.length ?? 0) < count) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('startPortalServer (Node)', () => {
  let folder: string;
  let running: RunningServer | undefined;

  beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'portal-server-'));
    await mkdir(path.join(folder, 'dist/en'), { recursive: true });
    await mkdir(path.join(folder, 'dist-server'), { recursive: true });
    await writeFile(path.join(folder, 'dist/index.html'), TEMPLATE);
    await writeFile(path.join(folder, 'dist/en/index.html'), HOME);
    await writeFile(path.join(folder, 'dist/app-AAAAAAAA.js.map'), '{"sources":["secret.ts"]}');
    await writeFile(path.join(folder, 'dist-server', SERVER_MANIFEST), JSON.stringify(MANIFEST));
    await writeFile(path.join(folder, 'dist-server', RENDERER_ENTRY), RENDERER);
    holder.__releaseRenders = [];
  });

  afterEach(async () => {
    for (const release of holder.__releaseRenders ?? []) release();
    await running?.close();
    running = undefined;
    await rm(folder, { recursive: true, force: true });
  });

  async function start(shutdownDeadlineMs: number): Promise<number> {
    const port = await freePort();
    running = await startPortalServer({
      server: fixtureConfig({ siteOrigin: 'http://portal.test' }),
      listen: { host: '127.0.0.1', port, shutdownDeadlineMs },
      siteDir: path.join(folder, 'dist'),
      serverDir: path.join(folder, 'dist-server'),
      log: () => {},
      warn: () => {},
    });
    return port;
  }

  it('serves the build, and no source map even when one was left in the folder', async () => {
    const port = await start(1000);
    expect(await get(port, '/en/')).toMatchObject({ status: 200, body: HOME });
    expect(await get(port, '/app-AAAAAAAA.js.map')).toMatchObject({ status: 404 });
  });

  it('on close: not ready, no new connection, the request in flight finished', async () => {
    const port = await start(5000);
    const inFlight = get(port, '/en/searchresults?q=slow');
    await rendersWaiting(1);
    const closed = running!.close();
    const ready = await running!.portal.fetch(
      new Request('http://portal.test/readyz', { headers: { host: 'portal.test' } }),
    );
    expect(ready.status).toBe(503);
    expect(await get(port, '/en/')).toEqual({ error: 'ECONNREFUSED' });
    holder.__releaseRenders!.shift()!();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('Rendered /en/searchresults?q=slow');
    await closed;
  });

  it('on close: a request still running at the deadline is cut, and the server stops', async () => {
    const port = await start(100);
    const inFlight = get(port, '/en/searchresults?q=stuck');
    await rendersWaiting(1);
    const started = Date.now();
    await running!.close();
    expect(Date.now() - started).toBeLessThan(2000);
    expect((await inFlight).error).toBeDefined();
  });
});
