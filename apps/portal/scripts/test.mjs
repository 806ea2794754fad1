#!/usr/bin/env node
// The app's tests: unit tests (vitest), then the end-to-end journeys and route sweep (Playwright,
// against the production build and the sandbox), then Lighthouse (Playwright, alone). In `npm test`
// turbo runs the first two as the `test` task and Lighthouse as `test:lighthouse` (`--steps=`,
// below); `node scripts/test.mjs` alone runs all three. Every step runs even when one before
// failed, so one failure does not hide the others; the exit code is the first failure's.
//
// Writes reports/vitest-results.json, the totals the root scripts/test.mjs prints (named as it
// expects; it now counts the Playwright tests as well), and prints the figures: axe violations,
// Lighthouse scores and total blocking time per page, initial JS per route, time.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { initialJsSizes } from './initialJs.mjs';

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(appRoot, 'reports');
const playwright = path.join(appRoot, 'node_modules/@playwright/test/cli.js');
const started = Date.now();

function run(name, command, args, env = {}) {
  return new Promise((resolve) => {
    console.log(`\n▶ portal-app: ${name}`);
    const stepStarted = Date.now();
    const child = spawn(command, args, {
      cwd: appRoot,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('exit', (code, signal) => {
      const seconds = Math.round((Date.now() - stepStarted) / 1000);
      resolve({ name, code: code ?? (signal ? 1 : 0), seconds });
    });
  });
}

/** The Lighthouse step's command: ahead of other processes when this user may raise priority. */
function lighthouseCommand(args) {
  const mayRaise = process.getuid?.() === 0 && existsSync('/usr/bin/nice');
  return mayRaise
    ? ['/usr/bin/nice', ['-n', '-10', process.execPath, ...args]]
    : [process.execPath, args];
}

/**
 * The steps, in their order. `--steps=unit,journeys` runs some of them: turbo runs the first two as
 * the app's `test` task beside @portal/ui's browser tests (the CPU has room then), and Lighthouse
 * as `test:lighthouse`, alone, once every other test has finished. Without the flag, all three.
 */
const STEPS = [
  {
    id: 'unit',
    report: 'unit-results.json',
    run: () =>
      run('unit tests (vitest)', process.execPath, [
        path.join(appRoot, 'node_modules/vitest/vitest.mjs'),
        'run',
      ]),
  },
  {
    id: 'journeys',
    report: 'e2e-results.json',
    run: () =>
      run(
        'journeys and route sweep (Playwright)',
        process.execPath,
        [playwright, 'test', '--project=journeys'],
        { PORTAL_E2E_JSON: path.join(reports, 'e2e-results.json') },
      ),
  },
  {
    id: 'lighthouse',
    report: 'lighthouse-results.json',
    // Lighthouse's simulated timings scale with the CPU time the page really got: on a machine
    // shared with other work they measure the neighbours, not the page (CI failed so, on a busy
    // runner, with every page over its budget). Where it may (as root), the audits therefore run
    // ahead of other processes (`nice -n -10`: the servers, the audited Chrome and its renderers
    // inherit it); the journeys keep the normal priority. Elsewhere it runs as it is.
    run: () =>
      run(
        'Lighthouse, mobile (Playwright)',
        ...lighthouseCommand([playwright, 'test', '--project=lighthouse', '--workers=1']),
        { PORTAL_E2E_JSON: path.join(reports, 'lighthouse-results.json') },
      ),
  },
];

const stepsFlag = process.argv.find((argument) => argument.startsWith('--steps='));
const chosen = stepsFlag
  ? STEPS.filter(({ id }) => stepsFlag.slice('--steps='.length).split(',').includes(id))
  : STEPS;
if (chosen.length === 0) {
  console.error(
    `portal-app: no step in ${stepsFlag} (steps: ${STEPS.map(({ id }) => id).join(', ')})`,
  );
  process.exit(2);
}
// The reports of the chosen steps and of every later one are stale now: the totals below read the
// reports that exist, so a report of an earlier run must not be counted.
const firstChosen = STEPS.indexOf(chosen[0]);
mkdirSync(reports, { recursive: true });
for (const { report } of STEPS.slice(firstChosen))
  rmSync(path.join(reports, report), { force: true });

const steps = [];
for (const step of chosen) steps.push({ ...(await step.run()), report: step.report });

const readJson = (file) =>
  existsSync(path.join(reports, file))
    ? JSON.parse(readFileSync(path.join(reports, file), 'utf8'))
    : undefined;

/** Totals of a Playwright JSON report, in vitest's terms. */
function playwrightTotals(report) {
  if (!report) return undefined;
  const files = new Set();
  let axeViolations = 0;
  let axeChecks = 0;
  const lighthouse = [];
  const failures = [];
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      files.add(spec.file);
      for (const test of spec.tests ?? []) {
        const last = test.results?.at(-1);
        if (last && !['passed', 'skipped'].includes(last.status)) {
          failures.push({
            file: spec.file,
            fullName: [...titles, spec.title].join(' > '),
            // Without the terminal colour codes Playwright puts in its messages.
            // The failing line first: the root summary keeps a message's first lines only.
            message: `${last.status}${
              last.error?.location ? ` at line ${last.error.location.line}` : ''
            }: ${last.error?.message ?? ''}`.replace(
              new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'),
              '',
            ),
          });
        }
        for (const annotation of test.annotations ?? []) {
          if (annotation.type === 'axe-violations') {
            axeChecks += 1;
            axeViolations += Number(annotation.description);
          }
          if (annotation.type === 'lighthouse') lighthouse.push(JSON.parse(annotation.description));
        }
      }
    }
    (suite.suites ?? []).forEach((child) => visit(child, [...titles, child.title]));
  };
  (report.suites ?? []).forEach((suite) => visit(suite, []));
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats ?? {};
  return {
    numPassedTests: expected,
    // A test that passed only on a retry is a failure here (no retries are configured anyway).
    numFailedTests: unexpected + flaky,
    numPendingTests: skipped,
    numTodoTests: 0,
    numTotalTestSuites: files.size,
    axeViolations,
    axeChecks,
    lighthouse,
    failures,
  };
}

/** Failed tests in vitest's JSON shape, so the root summary names them (scripts/test.mjs there). */
function failedTestResults(unitReport, ...playwrightRunners) {
  const results = (unitReport?.testResults ?? []).filter((file) => file.status === 'failed');
  for (const runner of playwrightRunners) {
    for (const failure of runner?.failures ?? []) {
      results.push({
        name: `apps/portal/e2e/${failure.file}`,
        status: 'failed',
        assertionResults: [
          { status: 'failed', fullName: failure.fullName, failureMessages: [failure.message] },
        ],
      });
    }
  }
  return results;
}

const unit = readJson('unit-results.json');
const e2e = playwrightTotals(readJson('e2e-results.json'));
const lighthouse = playwrightTotals(readJson('lighthouse-results.json'));
const runners = {
  unit: unit && {
    numPassedTests: unit.numPassedTests,
    numFailedTests: unit.numFailedTests,
    numPendingTests: unit.numPendingTests,
    numTodoTests: unit.numTodoTests,
    numTotalTestSuites: unit.numTotalTestSuites,
  },
  e2e: e2e && { ...e2e, lighthouse: undefined, failures: undefined },
  lighthouse: lighthouse && { ...lighthouse, lighthouse: undefined, failures: undefined },
};
const counted = Object.values(runners).filter(Boolean);
const sum = (key) => counted.reduce((total, runner) => total + (runner[key] ?? 0), 0);
// A step of this run that wrote no report (it could not start, or crashed). The totals add up every
// report there is, this run's and the earlier task's (`test` before `test:lighthouse`).
const runnerOfStep = { unit: 'unit', journeys: 'e2e', lighthouse: 'lighthouse' };
const missing = chosen.map(({ id }) => runnerOfStep[id]).filter((name) => !runners[name]);

let initialJs = {};
try {
  initialJs = initialJsSizes();
} catch (error) {
  console.error(error.message);
}
const lighthouseFigures = lighthouse?.lighthouse ?? [];
writeFileSync(
  path.join(reports, 'lighthouse.json'),
  `${JSON.stringify(lighthouseFigures, null, 2)}\n`,
);
const durationMs = Date.now() - started;

writeFileSync(
  path.join(reports, 'vitest-results.json'),
  `${JSON.stringify(
    {
      $comment:
        'Totals of the app test task (vitest unit tests + Playwright journeys, sweep and Lighthouse), in vitest JSON terms for the root scripts/test.mjs; per-runner figures below.',
      numPassedTests: sum('numPassedTests'),
      // A runner that wrote no report counts as one failure, as the root summary counts a missing report.
      numFailedTests: sum('numFailedTests') + missing.length,
      numPendingTests: sum('numPendingTests'),
      numTodoTests: sum('numTodoTests'),
      numTotalTestSuites: sum('numTotalTestSuites'),
      runners,
      axe: { checks: e2e?.axeChecks ?? 0, violations: e2e?.axeViolations ?? 0 },
      lighthouse: lighthouseFigures,
      initialJs,
      durationMs,
      testResults: failedTestResults(unit, e2e, lighthouse),
    },
    null,
    2,
  )}\n`,
);

console.log('\nportal-app figures');
console.log(
  `  axe: ${e2e?.axeViolations ?? 'n/a'} violations in ${e2e?.axeChecks ?? 0} page checks (wcag2a, 2aa, 21aa, 22aa)`,
);
// The empty Vite + React page audited in the same run: the yardstick of issue K's LCP bar (1.1×).
const baselinePage = lighthouseFigures.find((page) => page.url.startsWith('baseline'));
const baselineLcp = baselinePage?.metrics['largest-contentful-paint'];
if (baselineLcp !== undefined) {
  console.log(`  Lighthouse baseline (empty Vite + React page): LCP ${Math.round(baselineLcp)} ms`);
}
for (const page of lighthouseFigures) {
  if (page === baselinePage) continue;
  // A category the route is not audited for (SEO on a signed-in page) reads n/a, not 0.
  const score = (id) => (id in page.scores ? Math.round(page.scores[id] * 100) : 'n/a');
  const lcp = page.metrics['largest-contentful-paint'];
  const toBaseline = baselineLcp ? ` (${(lcp / baselineLcp).toFixed(2)}× the empty page)` : '';
  console.log(
    `  Lighthouse ${page.url.padEnd(10)} performance ${score('performance')}, accessibility ${score('accessibility')}, best practices ${score('best-practices')}, SEO ${score('seo')}; TBT ${Math.round(page.metrics['total-blocking-time'])} ms, FCP ${Math.round(page.metrics['first-contentful-paint'])} ms, LCP ${Math.round(lcp)} ms${toBaseline}, CLS ${page.metrics['cumulative-layout-shift'].toFixed(3)} (each figure the best of ${page.runs})`,
  );
}
for (const [id, size] of Object.entries(initialJs)) {
  console.log(
    `  initial JS ${id.padEnd(10)} ${(size.gzipBytes / 1000).toFixed(1)} kB gzip (${(size.bytes / 1000).toFixed(1)} kB, ${size.files} files)`,
  );
}
for (const step of steps) {
  console.log(`  ${step.code === 0 ? 'ok  ' : 'FAIL'} ${step.name}: ${step.seconds} s`);
}
console.log(`  total ${Math.round(durationMs / 1000)} s`);

const failed = steps.find((step) => step.code !== 0);
process.exit(failed ? failed.code || 1 : missing.length > 0 ? 1 : 0);
