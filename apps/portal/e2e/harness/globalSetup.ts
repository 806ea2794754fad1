import path from 'node:path';
import { startSandbox } from '@portal/sandbox/server';
import { build } from 'vite';
import { hasServerBuild, startProductionServer } from './productionServer';
import { APP_OUT_DIR, APP_ROOT, ENV, freeLoopbackPort, hasBuild } from './servers';

/**
 * Starts what the suite runs against, on free loopback ports: the sandbox (no latency, a fresh
 * seeded world per browser context) and the app's **production build** served by the portal's
 * production server as it runs in production (`server/`, a process of its own: the build's files
 * with their caching, the CSP and security headers, search results rendered through its render
 * pool, `/api` and `/pub` proxied to the sandbox; `productionServer.ts`, docs/server.md). Builds the
 * app first when the build folder or its server is missing (turbo's `test` task builds it before).
 * Returns the teardown, which stops both.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!hasBuild() || !hasServerBuild()) {
    console.log(`e2e: no production build in apps/portal/${APP_OUT_DIR}, building it`);
    await build({
      root: APP_ROOT,
      configFile: path.join(APP_ROOT, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir: APP_OUT_DIR },
    });
  }
  const appPort = await freeLoopbackPort();
  const appUrl = `http://127.0.0.1:${appPort}`;
  const sandbox = await startSandbox({
    port: 0,
    seed: 1,
    // No latency by default (the journeys wait for nothing). PORTAL_E2E_SANDBOX_LATENCY (ms per
    // call) audits as behind a real backend (issue V: a government API answers in 100-300 ms).
    latency: Number(process.env['PORTAL_E2E_SANDBOX_LATENCY'] ?? 0) || 0,
    // Sign-in and payment pages may send the browser back to the app's origin.
    portalOrigins: [appUrl],
  });
  const server = await startProductionServer(appPort, sandbox.url);
  process.env[ENV.appUrl] = appUrl;
  process.env[ENV.sandboxUrl] = sandbox.url;
  console.log(`e2e: app ${appUrl} (production build, production server), sandbox ${sandbox.url}`);

  return async () => {
    await server.close();
    await sandbox.close();
  };
}
