import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { serverDirOf } from '../../build/prerender';
import { SERVER_ENTRY } from '../../server/serverManifest';
import { APP_OUT_DIR, APP_ROOT } from './servers';

/** The built production server (`server/main.ts`, bundled by the build beside the site's files). */
export const SERVER_SCRIPT = path.join(serverDirOf(path.join(APP_ROOT, APP_OUT_DIR)), SERVER_ENTRY);

export function hasServerBuild(): boolean {
  return existsSync(SERVER_SCRIPT);
}

export interface ProductionServer {
  readonly url: string;
  /** Stops it as a platform would: SIGTERM, then the server finishes what is in flight. */
  close(): Promise<void>;
}

/**
 * Starts the portal's production server (`node dist-server/server.js`) as it runs in production, a
 * process of its own configured by the environment (docs/server.md), on `port`, for the origin
 * `http://127.0.0.1:<port>` and with `backendUrl` (the sandbox) behind `/api` and `/pub`. Resolves
 * once `/readyz` answers 200. Its request log (one JSON line per request) is dropped; its warnings
 * (a results page left to the browser) are shown.
 */
export async function startProductionServer(
  port: number,
  backendUrl: string,
): Promise<ProductionServer> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [SERVER_SCRIPT], {
    cwd: APP_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      PORTAL_SITE_ORIGIN: url,
      PORTAL_BACKEND_URL: backendUrl,
      PORTAL_BACKEND_IS_SANDBOX: '1',
    },
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`e2e: the production server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`e2e: the production server did not get ready at ${url}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    close: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
