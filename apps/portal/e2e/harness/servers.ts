import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/portal. */
export const APP_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The production build's folder, relative to apps/portal: `dist`, or `PORTAL_APP_OUT_DIR` so that
 * several people (or agents) can build and test side by side without overwriting one build.
 */
export const APP_OUT_DIR = process.env['PORTAL_APP_OUT_DIR'] ?? 'dist';

/** The production build the suite runs against. */
export const DIST_INDEX = path.join(APP_ROOT, APP_OUT_DIR, 'index.html');

/** Environment variables the global setup hands to the test workers. */
export const ENV = {
  appUrl: 'PORTAL_E2E_APP_URL',
  sandboxUrl: 'PORTAL_E2E_SANDBOX_URL',
} as const;

/** A free port on the loopback interface (the OS picks it; it is released at once for the server). */
export function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export function hasBuild(): boolean {
  return existsSync(DIST_INDEX);
}

/** Where the app and the sandbox answer, as the global setup started them. */
export function servers(): { readonly appUrl: string; readonly sandboxUrl: string } {
  const appUrl = process.env[ENV.appUrl];
  const sandboxUrl = process.env[ENV.sandboxUrl];
  if (!appUrl || !sandboxUrl) {
    throw new Error(
      'The end-to-end servers are not running: run the suite through playwright.config.ts',
    );
  }
  return { appUrl, sandboxUrl };
}
