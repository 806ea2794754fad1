#!/usr/bin/env node
// `npm start`: install, build the packages and the app, then serve the sandbox API and the portal's
// production build through its production server (apps/portal/server, docs/server.md) on 127.0.0.1
// until Ctrl+C. `--dev` (used by `npm run dev`) skips the install and the app's build and serves the
// app with Vite's dev server instead (hot reload).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { heading, pnpm } from './lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const sandboxPort = Number(process.env.PORTAL_SANDBOX_PORT ?? 4010);
const appPort = Number(process.env.PORTAL_APP_PORT ?? 5173);
const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
// A jittered wait before each API answer, so loading states and races show up while developing;
// PORTAL_SANDBOX_LATENCY=off (or 300, or 150-600) changes it (docs/sandbox.md).
const sandboxLatency = process.env.PORTAL_SANDBOX_LATENCY ?? '150-600';

// Ctrl+C (or a service manager's SIGTERM) is how this command ends: quietly, with exit code 0.
// Registered first, so an interrupt during the install or the build is quiet too.
let serving = false;
process.on('SIGINT', interrupt);
process.on('SIGTERM', interrupt);
function interrupt() {
  // While installing or building, the step in progress received the same Ctrl+C and stops.
  if (!serving) process.exit(0);
  if (!stopping) console.log('\nStopping the sandbox and the portal…');
  stop(0);
}

/** A setup step: on failure, its message and exit code, without a stack trace. */
async function step(args) {
  try {
    await pnpm(args);
  } catch (error) {
    console.error(`\n${error.message}`);
    process.exit(error.code ?? 1);
  }
}

const dev = process.argv.includes('--dev');

if (!dev && !process.argv.includes('--no-install')) {
  heading('Installing dependencies (pnpm install --frozen-lockfile)');
  await step(['install', '--frozen-lockfile']);
}
heading(
  dev
    ? 'Building @portal/core, @portal/sandbox and @portal/ui'
    : 'Building @portal/core, @portal/sandbox, @portal/ui and the app (its production build and server)',
);
await step([
  'exec',
  'turbo',
  'run',
  'build',
  '--concurrency=2',
  '--filter=@portal/sandbox...',
  '--filter=@portal/ui...',
  ...(dev ? [] : ['--filter=portal-app']),
  '--output-logs=errors-only',
]);

const children = [];
let stopping = false;

/** Starts a server as a plain Node process (no npx or pnpm wrapper to print its own failure). */
function start(name, args, { cwd, env }) {
  const child = spawn(process.execPath, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, ...env },
    // Its own process group: Ctrl+C reaches this script only, which stops the servers itself and
    // knows their end is no failure.
    detached: true,
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`\n${name} stopped (${signal ?? `exit ${code}`}); stopping everything.`);
    stop(code || 1);
  });
  children.push(child);
}

/** Sends `signal` to a child's whole process group (the wrapper and the server under it). */
function signalGroup(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/**
 * Stops the servers and exits with `code`: SIGINT first (what Ctrl+C would have sent them), SIGKILL
 * for any still running after 5 s. Called once; Ctrl+C again while stopping ends at once.
 */
function stop(code = 0) {
  if (stopping) {
    for (const child of children) signalGroup(child, 'SIGKILL');
    process.exit(code);
  }
  stopping = true;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  if (running.length === 0) process.exit(code);
  let left = running.length;
  for (const child of running) {
    child.once('exit', () => {
      left -= 1;
      if (left === 0) process.exit(code);
    });
    signalGroup(child, 'SIGINT');
  }
  setTimeout(() => {
    for (const child of running) signalGroup(child, 'SIGKILL');
    process.exit(code);
  }, 5_000).unref();
}

heading('Starting the sandbox API and the portal');
serving = true;
start('sandbox', ['dist/cli.js'], {
  cwd: path.join(root, 'packages/sandbox'),
  env: { PORTAL_SANDBOX_PORT: String(sandboxPort), PORTAL_SANDBOX_LATENCY: sandboxLatency },
});
await waitFor(`${sandboxUrl}/__sandbox/health`, 'sandbox');
const appOrigin = `http://127.0.0.1:${appPort}`;
if (dev) {
  start(
    'portal',
    [
      'node_modules/vite/bin/vite.js',
      '--port',
      String(appPort),
      '--strictPort',
      '--host',
      '127.0.0.1',
    ],
    { cwd: path.join(root, 'apps/portal'), env: { PORTAL_SANDBOX_URL: sandboxUrl } },
  );
} else {
  // The production server on the production build, with the sandbox as its backend; one JSON log
  // line per request on stdout, as a platform's log collector would read it.
  start('portal', ['dist-server/server.js'], {
    cwd: path.join(root, 'apps/portal'),
    env: {
      HOST: '127.0.0.1',
      PORT: String(appPort),
      PORTAL_SITE_ORIGIN: appOrigin,
      PORTAL_BACKEND_URL: sandboxUrl,
      PORTAL_BACKEND_IS_SANDBOX: '1',
    },
  });
}
await waitFor(`http://127.0.0.1:${appPort}/en/`, 'portal');

console.log(`
  Sandbox API   ${sandboxUrl}            (simulated backend)
  Start over    curl -X POST -H 'x-sandbox-control: 1' ${sandboxUrl}/__sandbox/reset
  Portal (en)   ${appOrigin}/en/     (${dev ? "Vite's dev server" : 'production build, production server'})
  Portal (ar)   ${appOrigin}/ar-AE/
  Storybook     npm run storybook        (in another terminal)
  Latency       ${/^\s*(off|none|false|0)\s*$/i.test(sandboxLatency) ? 'off' : `${sandboxLatency} ms per API answer`}   (PORTAL_SANDBOX_LATENCY=off npm start to switch off)

  Press Ctrl+C to stop.
`);

async function waitFor(url, name, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.error(`${name} did not answer at ${url} within ${timeoutMs / 1000} s`);
  stop(1);
  await new Promise(() => {}); // stop() exits; nothing after the wait may start
}
