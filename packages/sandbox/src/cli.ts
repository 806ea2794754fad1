#!/usr/bin/env node
import { describeLatency, readCliOptions } from './cliOptions';
import { DEMO_OTP_CODE, DEMO_PIN } from './state/identity';
import { startSandbox } from './server';

const read = readCliOptions(process.env, process.argv.slice(2));
if (!read.ok) {
  console.error(`portal-sandbox: ${read.problem}`);
  process.exit(2);
}
const { port, seed, latency, startAs, portalOrigins, quiet } = read.options;

const sandbox = await startSandbox({
  port,
  seed,
  portalOrigins,
  startAs,
  ...(latency ? { latency } : {}),
  ...(quiet ? {} : { log: (line: string) => console.log(`[sandbox] ${line}`) }),
}).catch((error: unknown) => {
  console.error(`portal-sandbox: could not listen on 127.0.0.1:${port}: ${String(error)}`);
  process.exit(1);
});

const newBrowsers =
  startAs === 'visitor'
    ? 'visitors (sign in at /api/smartpass/demo-login; PORTAL_SANDBOX_START_SIGNED_IN=normal|long to start signed in)'
    : `signed in, ${startAs === 'long' ? 'Stay Signed-In' : 'normal'} session (PORTAL_SANDBOX_START_SIGNED_IN)`;

console.log(
  [
    '',
    '  ┌──────────────────────────────────────────────────────────────┐',
    '  │  @portal/sandbox — SIMULATED backend, not a government system │',
    '  └──────────────────────────────────────────────────────────────┘',
    `  API:      ${sandbox.url}  (seed ${seed}; endpoints listed at ${sandbox.url}/)`,
    `  Reset:    curl -X POST -H 'x-sandbox-control: 1' ${sandbox.url}/__sandbox/reset`,
    `  Latency:  ${describeLatency(latency)} per request (PORTAL_SANDBOX_LATENCY=off | 300 | 150-600)`,
    `  Sessions: new browsers start as ${newBrowsers}`,
    `  Faults:   header x-sandbox-fault or ?__fault=  e.g. 503 | latency=1500 | business | malformed`,
    `  Demo:     unlock PIN ${DEMO_PIN}, OTP code ${DEMO_OTP_CODE}`,
    '',
  ].join('\n'),
);

const stop = () => {
  void sandbox.close().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
