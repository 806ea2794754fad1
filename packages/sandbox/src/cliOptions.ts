import { DEFAULT_SERVED_LATENCY, parseLatency, type LatencyRange } from './http/latency';

export { describeLatency } from './http/latency';
import { DEFAULT_PORTAL_ORIGINS } from './http/redirectPolicy';
import { DEFAULT_SANDBOX_PORT } from './server';
import type { SessionKind } from './state/sessionKind';

/** What the `portal-sandbox` command runs with, read from its environment and arguments. */
export interface CliOptions {
  readonly port: number;
  readonly seed: number;
  /** Wait before each answer; `undefined` when switched off. */
  readonly latency: LatencyRange | undefined;
  /** Who a new browser starts as. */
  readonly startAs: SessionKind;
  readonly portalOrigins: readonly string[];
  /** No request log. */
  readonly quiet: boolean;
}

/** The options, or what is wrong with the environment or the arguments. */
export type CliOptionsRead = { ok: true; options: CliOptions } | { ok: false; problem: string };

type Environment = Readonly<Record<string, string | undefined>>;

/** `--name=value` from the arguments; the last one wins, as in most commands. */
function flag(argv: readonly string[], name: string): string | undefined {
  const prefix = `--${name}=`;
  return argv.findLast((argument) => argument.startsWith(prefix))?.slice(prefix.length);
}

/**
 * `PORTAL_SANDBOX_START_SIGNED_IN` / `--start-signed-in=`: `normal` or `long` sign every new browser
 * in at once (for demos); empty, `off` or `visitor` keep the default, a visitor.
 */
function readStartAs(text: string | undefined): SessionKind | undefined {
  const value = (text ?? '').trim().toLowerCase();
  if (value === '' || value === 'off' || value === 'visitor' || value === 'false') return 'visitor';
  if (value === 'normal' || value === 'long') return value;
  return undefined;
}

/**
 * Reads the command's configuration. Environment: `PORTAL_SANDBOX_PORT` (or `PORT`),
 * `PORTAL_SANDBOX_SEED`, `PORTAL_SANDBOX_LATENCY`, `PORTAL_SANDBOX_START_SIGNED_IN`,
 * `PORTAL_APP_PORT`, `PORTAL_APP_ORIGIN`. Arguments: `--quiet`, `--latency=`, `--start-signed-in=`
 * (an argument wins over the environment).
 */
export function readCliOptions(env: Environment, argv: readonly string[]): CliOptionsRead {
  const portText = env['PORTAL_SANDBOX_PORT'] ?? env['PORT'] ?? String(DEFAULT_SANDBOX_PORT);
  const port = Number(portText);
  if (!/^\d+$/.test(portText.trim()) || port > 65_535)
    return { ok: false, problem: `PORT must be an integer from 0 to 65535, got "${portText}"` };

  const seedText = env['PORTAL_SANDBOX_SEED'] ?? '1';
  const seed = Number(seedText);
  if (seedText.trim() === '' || !Number.isInteger(seed))
    return { ok: false, problem: `PORTAL_SANDBOX_SEED must be an integer, got "${seedText}"` };

  const latencyText = flag(argv, 'latency') ?? env['PORTAL_SANDBOX_LATENCY'];
  let latency: LatencyRange | undefined = DEFAULT_SERVED_LATENCY;
  if (latencyText !== undefined && latencyText.trim() !== '') {
    const parsed = parseLatency(latencyText);
    if (!parsed.ok) return { ok: false, problem: `PORTAL_SANDBOX_LATENCY: ${parsed.problem}` };
    latency = parsed.latency;
  }

  const startText = flag(argv, 'start-signed-in') ?? env['PORTAL_SANDBOX_START_SIGNED_IN'];
  const startAs = readStartAs(startText);
  if (startAs === undefined) {
    return {
      ok: false,
      problem: `PORTAL_SANDBOX_START_SIGNED_IN must be normal, long or off, got "${startText ?? ''}"`,
    };
  }

  // Extra portal origins that sign-in and payment redirects may return to: the app's port when moved
  // (PORTAL_APP_PORT, as the app's Vite config reads it) and any comma-separated PORTAL_APP_ORIGIN.
  const appPort = env['PORTAL_APP_PORT'];
  const portalOrigins = [
    ...DEFAULT_PORTAL_ORIGINS,
    ...(appPort ? [`http://127.0.0.1:${appPort}`, `http://localhost:${appPort}`] : []),
    ...(env['PORTAL_APP_ORIGIN'] ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  ];

  return {
    ok: true,
    options: { port, seed, latency, startAs, portalOrigins, quiet: argv.includes('--quiet') },
  };
}
