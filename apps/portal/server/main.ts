import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configFromEnv } from './config.ts';
import { startPortalServer } from './startPortalServer.ts';

/**
 * `node dist-server/server.js`: the portal's production server, configured by the environment
 * (`config.ts`; docs/server.md). Built by `build/serverArtifacts.ts` into the build's server folder,
 * beside the folder it serves (`dist-server/` serves `dist/`). Stops on SIGTERM or SIGINT
 * gracefully: not ready, no new connections, requests in flight finished within the deadline.
 */
// The renderer's React is loaded later (startPortalServer imports it) and picks its build by
// NODE_ENV: unset, every page drawn on request went through React's development build, with its
// development checks and warnings, which are no production server's.
process.env['NODE_ENV'] ??= 'production';

const serverDir = path.dirname(fileURLToPath(import.meta.url));
const siteDir = process.env['PORTAL_SITE_DIR'] ?? serverDir.replace(/-server$/, '');

const { server, listen } = configFromEnv(process.env);
const running = await startPortalServer({ server, listen, siteDir, serverDir });
process.stderr.write(
  `${JSON.stringify({ time: new Date().toISOString(), level: 'info', message: `portal server on ${running.url} for ${server.siteOrigin}, backend ${server.backendUrl}` })}\n`,
);

let stopping = false;
const stop = (signal: NodeJS.Signals) => {
  if (stopping) return;
  stopping = true;
  process.stderr.write(
    `${JSON.stringify({ time: new Date().toISOString(), level: 'info', message: `${signal}: finishing requests in flight` })}\n`,
  );
  void running.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
