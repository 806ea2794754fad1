#!/usr/bin/env node
import { DEFAULT_SANDBOX_PORT, startSandbox } from './server';

const port = Number(process.env['PORTAL_SANDBOX_PORT'] ?? process.env['PORT'] ?? DEFAULT_SANDBOX_PORT);
const seed = Number(process.env['PORTAL_SANDBOX_SEED'] ?? 1);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`portal-sandbox: PORT must be an integer from 0 to 65535, got "${String(port)}"`);
  process.exit(2);
}

const quiet = process.argv.includes('--quiet');
const sandbox = await startSandbox({
  port,
  seed,
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
    `  API:   ${sandbox.url}  (seed ${seed})`,
    `  Reset: POST ${sandbox.url}/__sandbox/reset`,
    '',
  ].join('\n'),
);

const stop = () => {
  void sandbox.close().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
