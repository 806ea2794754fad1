import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import type { ListenConfig, ServerConfig } from './config.ts';
import { createPortalServer, type PortalServer } from './createPortalServer.ts';
import { nodeCompress } from './nodeCompress.ts';
import { loadStaticFiles } from './nodeStaticFiles.ts';
import type { RenderPage } from './renderedPages.ts';
import { isServerManifest, RENDERER_ENTRY, SERVER_MANIFEST } from './serverManifest.ts';

export interface StartOptions {
  readonly server: ServerConfig;
  readonly listen: ListenConfig;
  /** The build's served folder (`dist`). */
  readonly siteDir: string;
  /** The build's server folder (`dist-server`: the renderer and the manifest). */
  readonly serverDir: string;
  /** Where the request log goes; stdout by default. */
  readonly log?: (line: string) => void;
  readonly warn?: (message: string) => void;
}

export interface RunningServer {
  /** Where it listens, `http://host:port`. */
  readonly url: string;
  readonly portal: PortalServer;
  /**
   * Stops as on SIGTERM: `/readyz` turns 503, no new connection is accepted, idle keep-alive
   * connections are closed, requests in flight finish; any still running at the deadline are cut.
   */
  close(): Promise<void>;
}

/**
 * The portal's production server on Node: reads the build (its files, its manifest, its renderer),
 * creates the handler and listens. Fails at start, not at the first request, when the build is
 * incomplete.
 */
export async function startPortalServer(options: StartOptions): Promise<RunningServer> {
  const manifest: unknown = JSON.parse(
    await readFile(path.join(options.serverDir, SERVER_MANIFEST), 'utf8'),
  );
  if (!isServerManifest(manifest)) {
    throw new Error(`server: ${SERVER_MANIFEST} in ${options.serverDir} is not a server manifest`);
  }
  const files = await loadStaticFiles(options.siteDir);
  const { prerenderPage } = (await import(
    pathToFileURL(path.join(options.serverDir, RENDERER_ENTRY)).href
  )) as { prerenderPage: RenderPage };
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const warn =
    options.warn ??
    ((message: string) =>
      process.stderr.write(
        `${JSON.stringify({ time: new Date().toISOString(), level: 'warn', message })}\n`,
      ));
  const portal = createPortalServer({
    config: options.server,
    manifest,
    files,
    render: prerenderPage,
    compress: nodeCompress,
    log,
    warn,
  });

  const server = await new Promise<Server>((resolve, reject) => {
    const created = serve(
      {
        fetch: portal.fetch,
        hostname: options.listen.host,
        port: options.listen.port,
      },
      () => resolve(created as Server),
    ) as Server;
    created.once('error', reject);
  });
  // A request's headers must arrive within this; slow-header clients are cut (slowloris).
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  const address = server.address() as AddressInfo;

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= new Promise<void>((resolve) => {
      portal.drain();
      const deadline = setTimeout(
        () => server.closeAllConnections(),
        options.listen.shutdownDeadlineMs,
      );
      deadline.unref();
      server.close(() => {
        clearTimeout(deadline);
        resolve();
      });
      server.closeIdleConnections();
    });
    return closing;
  };

  return { url: `http://${address.address}:${address.port}`, portal, close };
}
