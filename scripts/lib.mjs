// Shared helpers for the two README commands. Plain Node (no dependencies): they run before install.
import { spawn, spawnSync } from 'node:child_process';

export const PNPM_VERSION = '10.34.9';

/** The pnpm to run: the one on PATH if it is pnpm 10, else the pinned one through npx. */
export function pnpmCommand() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: false });
  if (probe.status === 0 && probe.stdout.trim().startsWith('10.')) return ['pnpm'];
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

/** Runs a command with inherited output; rejects with its exit code on failure. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          Object.assign(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`), {
            code: code ?? 1,
          }),
        );
    });
  });
}

export function pnpm(args, options) {
  const [command, ...prefix] = pnpmCommand();
  return run(command, [...prefix, ...args], options);
}

export function heading(text) {
  console.log(`\n\x1b[1m▶ ${text}\x1b[0m`);
}
