#!/usr/bin/env node
// The bundles size-limit measures (.size-limit.mjs): one per import budget, each what an app's
// bundler keeps of `import { X } from '@portal/ui'`, made in a single esbuild pass so that the
// package's dependencies are read and parsed once for all of them.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { IMPORT_BUDGETS, SIZE_BUNDLE_DIR, bundleNameOf } from '../.size-limit.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, SIZE_BUNDLE_DIR);
const entriesDir = path.join(outdir, 'entries');
const packageEntry = path.join(root, 'dist/index.js');

rmSync(outdir, { recursive: true, force: true });
mkdirSync(entriesDir, { recursive: true });

const entryPoints = {};
for (const budget of IMPORT_BUDGETS) {
  const name = bundleNameOf(budget);
  if (entryPoints[name]) throw new Error(`two size budgets import ${budget.import}`);
  // As size-limit writes an import check: the import, and a use so that it is not shaken out.
  const [binding, used] =
    budget.import === '*'
      ? ['* as all', 'all']
      : [budget.import, budget.import.replace(/[{}]/g, '')];
  const file = path.join(entriesDir, `${name}.js`);
  writeFileSync(
    file,
    `import ${binding} from ${JSON.stringify(packageEntry)};\nconsole.log(${used.trim()});\n`,
  );
  entryPoints[name] = file;
}

const started = performance.now();
await build({
  entryPoints,
  outdir,
  bundle: true,
  format: 'esm',
  platform: 'browser',
  // The app brings React once; every import budget is on top of it.
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  minify: true,
  treeShaking: true,
  logLevel: 'error',
});
console.log(
  `size bundles: ${IMPORT_BUDGETS.length} imports in ${Math.round(performance.now() - started)} ms (${path.relative(root, outdir)}/)`,
);
