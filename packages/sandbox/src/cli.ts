#!/usr/bin/env node
import { DEFAULT_PORTAL_ORIGINS } from './http/redirectPolicy';
import { DEMO_OTP_CODE, DEMO_PIN } from './state/identity';
import { DEFAULT_SANDBOX_PORT, startSandbox } from './server';

const port = Number(
  process.env['PORTAL_SANDBOX_PORT'] ?? process.env['PORT'] ?? DEFAULT_SANDBOX_PORT,
);
const seed = Number(process.env['PORTAL_SANDBOX_SEED'] ?? 1);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`portal-sandbox: PORT must be an integer from 0 to 65535, got "${String(port)}"`);
  process.exit(2);
}
if (!Number.isInteger(seed)) {
  console.error(
    `portal-sandbox: PORTAL_SANDBOX_SEED must be an integer, got "${String(process.env['PORTAL_SANDBOX_SEED'])}"`,
  );
  process.exit(2);
}
// Extra portal origins that sign-in and payment redirects may return to: the app's port when moved
// (PORTAL_APP_PORT, as the app's Vite config reads it) and any comma-separated PORTAL_APP_ORIGIN.
const appPort = process.env['PORTAL_APP_PORT'];
const extraOrigins = [
  ...(appPort ? [`http://127.0.0.1:${appPort}`, `http://localhost:${appPort}`] : []),
  ...(process.env['PORTAL_APP_ORIGIN'] ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean),
];

const quiet = process.argv.includes('--quiet');
const sandbox = await startSandbox({
  port,
  seed,
  portalOrigins: [...DEFAULT_PORTAL_ORIGINS, ...extraOrigins],
  ...(quiet ? {} : { log: (line: string) => console.log(`[sandbox] ${line}`) }),
}).catch((error: unknown) => {
  console.error(`portal-sandbox: could not listen on 127.0.0.1:${port}: ${String(error)}`);
  process.exit(1);
});

console.log(
  [
    '',
    '  ┌──────────────────────────────────────────────────────────────┐',
    '  │  @portal/sandbox — SIMULATED backend, not a government system │',
    '  └──────────────────────────────────────────────────────────────┘',
    `  API:    ${sandbox.url}  (seed ${seed}; endpoints listed at ${sandbox.url}/)`,
    `  Reset:  POST ${sandbox.url}/__sandbox/reset`,
    `  Faults: header x-sandbox-fault or ?__fault=  e.g. 503 | latency=1500 | business | malformed`,
    `  Demo:   unlock PIN ${DEMO_PIN}, OTP code ${DEMO_OTP_CODE}`,
    '',
  ].join('\n'),
);

const stop = () => {
  void sandbox.close().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
