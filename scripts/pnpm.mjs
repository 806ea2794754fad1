#!/usr/bin/env node
// `node scripts/pnpm.mjs <arguments>`: runs pnpm with them, the one on PATH if it is pnpm 10, else
// the pinned one through npx (scripts/lib.mjs). The root npm scripts go through it, so that
// `npm run build` and the others work for someone who has only npm: turbo runs each package's
// task with pnpm and stops with "Unable to find package manager binary" when it is not on PATH.
import { pnpm } from './lib.mjs';

try {
  await pnpm(process.argv.slice(2));
} catch (error) {
  // pnpm (or the task under it) has already said what failed.
  process.exit(error.code ?? 1);
}
