#!/usr/bin/env node
// `npm start`: install, build the packages, then serve the sandbox API and the reference portal on
// 127.0.0.1 until Ctrl+C. `--no-install` skips the install (used by `npm run dev`).
import { spawn } from 'node:child_process';
import { heading, pnpm, pnpmCommand } from './lib.mjs';

const sandboxPort = Number(process.env.PORTAL_SANDBOX_PORT ?? 4010);
const appPort = Number(process.env.PORTAL_APP_PORT ?? 5173);
const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
// A jittered wait before each API answer, so loading states and races show up while developing;
// PORTAL_SANDBOX_LATENCY=off (or 300, or 150-600) changes it (docs/sandbox.md).
const sandboxLatency = process.env.PORTAL_SANDBOX_LATENCY ?? '150-600';

if (!process.argv.includes('--no-install')) {
  heading('Installing dependencies (pnpm install --frozen-lockfile)');
  await pnpm(['install', '--frozen-lockfile']);
}
heading('Building @portal/core, @portal/sandbox and @portal/ui');
await pnpm([
  'exec',
  'turbo',
  'run',
  'build',
  '--concurrency=2',
  '--filter=@portal/sandbox...',
  '--filter=@portal/ui...',
  '--output-logs=errors-only',
]);

const children = [];
function start(name, args, env) {
  const [command, ...prefix] = pnpmCommand();
  const child = spawn(command, [...prefix, ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  child.on('exit', (code) => {
    if (stopping) return;
    console.error(`\n${name} stopped (exit ${code}); stopping everything.`);
    stop(code ?? 1);
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

heading('Starting the sandbox API and the portal');
start('sandbox', ['--filter', '@portal/sandbox', 'start'], {
  PORTAL_SANDBOX_PORT: String(sandboxPort),
  PORTAL_SANDBOX_LATENCY: sandboxLatency,
});
await waitFor(`${sandboxUrl}/__sandbox/health`, 'sandbox');
start(
  'portal',
  [
    '--filter',
    'portal-app',
    'exec',
    'vite',
    '--port',
    String(appPort),
    '--strictPort',
    '--host',
    '127.0.0.1',
  ],
  {
    PORTAL_SANDBOX_URL: sandboxUrl,
  },
);
await waitFor(`http://127.0.0.1:${appPort}/en/`, 'portal');

console.log(`
  Sandbox API   ${sandboxUrl}            (simulated backend; POST /__sandbox/reset to start over)
  Portal (en)   http://127.0.0.1:${appPort}/en/
  Portal (ar)   http://127.0.0.1:${appPort}/ar-AE/
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
}
