#!/usr/bin/env node
// `npm test`: the full suite, exactly what CI runs. Installs Debian's Chromium when /usr/bin/chromium
// is missing (browser tests cannot download their own browser here), installs dependencies, then runs
// lint, typecheck, build, tests (unit, property, browser, Storybook + axe, end-to-end), publint, attw
// and size-limit through turbo, builds and opens the static Storybook, and ends with every test runner's
// totals.
import { existsSync, readFileSync } from 'node:fs';
import { heading, pnpm, run } from './lib.mjs';

const packages = ['packages/core', 'packages/sandbox', 'packages/ui', 'apps/portal'];
const started = Date.now();

await ensureChromium();

heading('Installing dependencies (pnpm install --frozen-lockfile)');
await pnpm(['install', '--frozen-lockfile']);

heading('Checking formatting (prettier)');
await pnpm(['exec', 'prettier', '--check', '.', '--log-level', 'warn']);

heading('lint · typecheck · build · test · publint · attw · size (turbo, 2 at a time)');
let failure;
try {
  await pnpm([
    'exec',
    'turbo',
    'run',
    'lint',
    'typecheck',
    'build',
    'test',
    'publint',
    'attw',
    'size',
    '--concurrency=2',
    // Run every task that does not depend on a failed one, so one failure does not hide the others.
    '--continue=dependencies-successful',
    '--output-logs=new-only',
  ]);
} catch (error) {
  failure = error;
}

// The static Storybook is what designers review: it must build and open.
try {
  await run('node', ['scripts/check-storybook.mjs']);
} catch (error) {
  failure ??= error;
}

printSummary();
if (failure) process.exit(failure.code ?? 1);

async function ensureChromium() {
  const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (existsSync(chrome)) return;
  heading(`${chrome} is missing: installing Debian's chromium`);
  if (process.getuid?.() !== 0) {
    console.error(
      'Browser tests need Chromium. Run: sudo apt-get update && sudo apt-get install -y chromium',
    );
    process.exit(1);
  }
  await run('apt-get', ['update', '-qq']);
  await run('apt-get', ['install', '-y', '-qq', 'chromium'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** `file > test name: first line of the error` of each failed test of a vitest JSON report. */
function failedTestNames(report) {
  const names = [];
  for (const fileResult of report.testResults ?? []) {
    const file = fileResult.name?.replace(`${process.cwd()}/`, '') ?? '?';
    for (const test of fileResult.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const message = String(test.failureMessages?.[0] ?? '')
        .split('\n')[0]
        .slice(0, 200);
      names.push(`${file} > ${test.fullName ?? test.title}: ${message}`);
    }
    // A file that failed to load has no test results, only its message.
    if (fileResult.status === 'failed' && (fileResult.assertionResults ?? []).length === 0) {
      names.push(
        `${file}: ${String(fileResult.message ?? '')
          .split('\n')[0]
          .slice(0, 200)}`,
      );
    }
  }
  return names.slice(0, 30);
}

function printSummary() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  console.log('\nTest runners (vitest):');
  for (const dir of packages) {
    const file = `${dir}/reports/vitest-results.json`;
    if (!existsSync(file)) {
      console.log(`  ${dir}: no report (its tests did not run)`);
      failed += 1;
      continue;
    }
    const report = JSON.parse(readFileSync(file, 'utf8'));
    const skippedHere = report.numPendingTests + report.numTodoTests;
    console.log(
      `  ${dir}: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skippedHere} skipped (${report.numTotalTestSuites} suites)`,
    );
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += skippedHere;
    // Named here, at the end, because a CI log is often read from its tail only.
    for (const name of failedTestNames(report)) console.log(`    failed: ${name}`);
  }
  console.log(`Total time: ${Math.round((Date.now() - started) / 1000)} s`);
  console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
}
