import path from 'node:path';
import { startSandbox } from '@portal/sandbox/server';
import { build, preview } from 'vite';
import { APP_OUT_DIR, APP_ROOT, appServerOf, ENV, freeLoopbackPort, hasBuild } from './servers';

/**
 * Starts what the suite runs against, on free loopback ports: the sandbox (no latency, a fresh
 * seeded world per browser context) and the app's **production build**, served by `vite preview`
 * (with its `/api` and `/pub` proxy and the 404 status of `build/notFoundStatus.ts`) or, with
 * `PORTAL_E2E_SERVER=production`, by the portal's production server (`server/`: the build's files
 * with their caching, CSP and security headers, search results rendered through its render pool,
 * `/api` and `/pub` proxied; `productionServer.ts`). Builds the app first when the build folder or
 * its server is missing (turbo's `test` task builds it before). Returns the teardown, which stops
 * both.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const configFile = path.join(APP_ROOT, 'vite.config.ts');
  const appServer = appServerOf(process.env);
  // Loaded only when asked for: it reaches the app's modules (and through them React) before
  // `vite preview` has set NODE_ENV, and React's development build then meets the production
  // renderer of the search results page ("dispatcher.getOwner is not a function").
  const production = appServer === 'production' ? await import('./productionServer') : undefined;
  if (!hasBuild() || (production !== undefined && !production.hasServerBuild())) {
    console.log(`e2e: no production build in apps/portal/${APP_OUT_DIR}, building it`);
    await build({ root: APP_ROOT, configFile, logLevel: 'warn', build: { outDir: APP_OUT_DIR } });
  }
  const appPort = await freeLoopbackPort();
  const appUrl = `http://127.0.0.1:${appPort}`;
  const sandbox = await startSandbox({
    port: 0,
    seed: 1,
    latency: 0,
    // Sign-in and payment pages may send the browser back to the app's origin.
    portalOrigins: [appUrl],
  });
  let closeApp: () => Promise<void>;
  if (production !== undefined) {
    const server = await production.startProductionServer(appPort, sandbox.url);
    closeApp = () => server.close();
  } else {
    // vite.config.ts reads it for the proxy target.
    process.env['PORTAL_SANDBOX_URL'] = sandbox.url;
    const server = await preview({
      root: APP_ROOT,
      configFile,
      preview: { port: appPort, strictPort: true, host: '127.0.0.1' },
      build: { outDir: APP_OUT_DIR },
      logLevel: 'warn',
    });
    closeApp = () => server.close();
  }
  process.env[ENV.appUrl] = appUrl;
  process.env[ENV.sandboxUrl] = sandbox.url;
  process.env[ENV.appServer] = appServer;
  console.log(
    `e2e: app ${appUrl} (production build, ${appServer === 'production' ? 'production server' : 'vite preview'}), sandbox ${sandbox.url}`,
  );

  return async () => {
    await closeApp();
    await sandbox.close();
  };
}
