#!/usr/bin/env node
// @portal/ui's `test:consumer` task: the packages as an outside team meets them. Packs @portal/core
// and @portal/ui with `pnpm pack` (so `workspace:` ranges are rewritten as a publish would), copies
// the fixture (fixtures/consumer: a fresh Vite + React + TypeScript app, outside the pnpm workspace)
// to a temporary folder, installs the tarballs there with npm from the registry (npm's cache
// reused), then:
// 1. type-checks the app with strict tsc;
// 2. builds it with Vite (browser bundle, server renderer, one build per size entry), and size-limit
//    fails when a component adds more than its budget (fixtures/consumer/size-budgets.json) to an
//    empty Vite React app;
// 3. imports every public entry under the `react-server` condition through React's RSC loader;
// 4. serves the server-rendered test page on 127.0.0.1 and hydrates it in Chromium (Debian's, no
//    download): no console error or warning, no hydration mismatch, SafeHtml's content visible and
//    the same as the server sent (its script and handlers stripped on both sides), a dialog opens.
// The temporary folder and the server are removed at the end, whatever happened
// (PORTAL_KEEP_FIXTURE=1 keeps the folder and prints it). Each step's seconds are printed.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const uiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(uiRoot, '../..');
const fixture = path.join(uiRoot, 'fixtures/consumer');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const started = Date.now();
const steps = [];
const work = mkdtempSync(path.join(tmpdir(), 'portal-consumer-'));
const app = path.join(work, 'app');
let server;
/** What the fixture's server printed, shown when a step fails. */
let serverOutput = '';
let browser;

/** Runs a command; resolves with its output when it exits 0, rejects with the output otherwise. */
function exec(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve(output)
        : reject(
            new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}\n${output}`),
          ),
    );
  });
}

async function step(name, action) {
  const from = Date.now();
  console.log(`▶ consumer fixture: ${name}`);
  try {
    return await action();
  } finally {
    steps.push(`${name} ${((Date.now() - from) / 1000).toFixed(1)} s`);
  }
}

/** Starts the fixture's server on a free port; resolves with its origin once it listens. */
function startServer() {
  return new Promise((resolve, reject) => {
    server = spawn(process.execPath, ['scripts/serve.mjs', '0'], {
      cwd: app,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const timer = setTimeout(
      () => reject(new Error(`server did not start:\n${serverOutput}`)),
      30_000,
    );
    server.stdout.on('data', (chunk) => {
      serverOutput += chunk;
      const port = serverOutput.match(/listening (\d+)/)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    });
    server.stderr.on('data', (chunk) => (serverOutput += chunk));
    server.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${serverOutput}`)));
  });
}

async function hydrateInChromium(origin) {
  browser = await chromium.launch({
    executablePath: chromePath,
    args: [
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.setDefaultTimeout(30_000);

  const answer = await fetch(`${origin}/`);
  const served = await answer.text();
  if (!answer.ok) throw new Error(`the server answered ${answer.status}: ${served}`);
  await page.goto(`${origin}/`, { waitUntil: 'networkidle' });

  // Hydrated: the dialog's trigger, drawn by the server, opens the dialog once React has attached.
  await page.getByRole('button', { name: 'Cancel the permit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel the permit?' });
  await dialog.waitFor({ state: 'visible' });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'hidden' });

  // SafeHtml: the CMS content visible after hydration, identical to the server's, nothing of the
  // script or the handlers left.
  if (!(await page.getByRole('heading', { name: 'Parking permits' }).isVisible())) {
    problems.push("SafeHtml's heading is not visible after hydration");
  }
  if (!(await page.getByText('two permits').isVisible())) {
    problems.push("SafeHtml's paragraph is not visible after hydration");
  }
  const result = await page.evaluate((html) => {
    const slot = '[data-slot="safe-html"]';
    const fromServer = new DOMParser().parseFromString(html, 'text/html').querySelector(slot);
    const live = document.querySelector(slot);
    return {
      server: fromServer?.innerHTML ?? null,
      client: live?.innerHTML ?? null,
      scriptRan: 'cmsScriptRan' in window || '__cmsScriptRan' in window,
      onErrorRan: '__cmsOnErrorRan' in window,
    };
  }, served);
  if (!result.server) problems.push('the server sent SafeHtml empty');
  if (result.server !== result.client) {
    problems.push(`SafeHtml differs\n  server: ${result.server}\n  client: ${result.client}`);
  }
  for (const forbidden of ['<script', 'onerror', 'javascript:', 'elsewhere.example']) {
    if (result.client?.includes(forbidden)) problems.push(`SafeHtml kept ${forbidden}`);
  }
  if (result.scriptRan || result.onErrorRan) problems.push("the CMS content's script ran");
  if (problems.length > 0) throw new Error(`hydration:\n  ${problems.join('\n  ')}`);
  return result;
}

let failed = false;
try {
  const tarballs = path.join(work, 'tarballs');
  await step('pnpm pack @portal/core and @portal/ui', async () => {
    for (const dir of ['packages/core', 'packages/ui']) {
      await exec(
        process.execPath,
        [path.join(repoRoot, 'scripts/pnpm.mjs'), 'pack', '--pack-destination', tarballs],
        { cwd: path.join(repoRoot, dir) },
      );
    }
  });
  cpSync(fixture, app, {
    recursive: true,
    filter: (source) => !/[/\\](node_modules|dist)$/.test(source),
  });
  await step('npm install (tarballs, Vite, React, TypeScript)', () =>
    exec(
      'npm',
      [
        'install',
        '--no-audit',
        '--no-fund',
        '--prefer-offline',
        '--loglevel=error',
        ...readdirSync(tarballs)
          .sort()
          .map((name) => path.join(tarballs, name)),
      ],
      { cwd: app },
    ),
  );
  await step('tsc --noEmit (strict)', () =>
    exec(process.execPath, ['node_modules/typescript/bin/tsc', '-p', '.'], { cwd: app }),
  );
  await step('vite build (client, server, size entries)', async () => {
    console.log((await exec(process.execPath, ['scripts/build.mjs'], { cwd: app })).trim());
  });
  await step('size-limit (what each component adds, gzip)', async () => {
    console.log(
      (await exec(process.execPath, ['node_modules/size-limit/bin.js'], { cwd: app })).trim(),
    );
  });
  await step('react-server imports', async () => {
    const output = await exec(
      process.execPath,
      [
        '--conditions=react-server',
        // As a bundler resolves (webpack, so Next.js; Vite): `module` before `node`. lucide-react's
        // `node` build is one CommonJS file that calls createContext without 'use client'; its
        // `module` build marks that file, as an RSC bundler sees it.
        '--conditions=module',
        '--import',
        './scripts/rscRegister.mjs',
        'scripts/rscImports.mjs',
      ],
      { cwd: app },
    );
    console.log(output.trim());
  });
  await step('server render and hydration in Chromium', async () => {
    const origin = await startServer();
    await hydrateInChromium(origin);
    console.log('hydrated: no console error or warning, SafeHtml the same on both sides');
  });
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
  if (serverOutput) console.error(`the fixture's server printed:\n${serverOutput}`);
} finally {
  await browser?.close();
  if (server && server.exitCode === null) {
    server.removeAllListeners('exit');
    server.kill('SIGTERM');
  }
  if (process.env['PORTAL_KEEP_FIXTURE'] === '1') console.log(`fixture kept in ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
console.log(
  `consumer fixture ${failed ? 'FAILED' : 'passed'} in ${Math.round((Date.now() - started) / 1000)} s (${steps.join(', ')})`,
);
process.exit(failed ? 1 : 0);
