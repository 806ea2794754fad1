#!/usr/bin/env node
// `npm test`: the full suite, exactly what CI runs. Installs Debian's Chromium when /usr/bin/chromium
// is missing (browser tests cannot download their own browser here), installs dependencies, then runs
// lint, typecheck, build, tests (unit, property, browser, Storybook + axe, end-to-end, the consumer
// fixture), publint, attw and size-limit through turbo, builds and opens the static Storybook, and
// ends with every test runner's totals.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { heading, pnpm, run } from './lib.mjs';

const packages = ['packages/core', 'packages/sandbox', 'packages/ui', 'apps/portal'];
const started = Date.now();
/** Each phase's seconds, printed with the totals. */
const phases = [];
const timed = async (name, step) => {
  const from = Date.now();
  try {
    return await step();
  } finally {
    phases.push(`${name} ${Math.round((Date.now() - from) / 1000)} s`);
  }
};

await timed('chromium', ensureChromium);

heading('Installing dependencies (pnpm install --frozen-lockfile)');
await timed('install', () => pnpm(['install', '--frozen-lockfile']));

heading('Checking formatting (prettier)');
await timed('prettier', () => pnpm(['exec', 'prettier', '--check', '.', '--log-level', 'warn']));

heading(
  'lint · typecheck · build · test · consumer fixture · publint · attw · size (turbo, 2 at a time)',
);
let failure;
try {
  await timed('turbo', () =>
    pnpm([
      'exec',
      'turbo',
      'run',
      'lint',
      'typecheck',
      'build',
      'test',
      'test:lighthouse',
      'test:consumer',
      'publint',
      'attw',
      'size',
      '--concurrency=2',
      // Run every task that does not depend on a failed one, so one failure does not hide the others.
      '--continue=dependencies-successful',
      '--output-logs=new-only',
      // .turbo/runs/<id>.json: when each task started and ended, printed at the end (printTaskTimes).
      '--summarize',
    ]),
  );
} catch (error) {
  failure = error;
}

// The static Storybook is what designers review: it must build and open.
try {
  await timed('static Storybook', () => run('node', ['scripts/check-storybook.mjs']));
} catch (error) {
  failure ??= error;
}

printTaskTimes();
printSummary();
if (failure) process.exit(failure.code ?? 1);

/** Debian's chromium (Lighthouse, the static Storybook) and its headless shell (the other browser tests). */
async function ensureChromium() {
  const wanted = [
    [process.env.CHROME_PATH ?? '/usr/bin/chromium', 'chromium'],
    [
      process.env.HEADLESS_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell',
      'chromium-headless-shell',
    ],
  ];
  const missing = wanted.filter(([file]) => !existsSync(file)).map(([, pkg]) => pkg);
  if (missing.length === 0) return;
  heading(`Installing Debian's ${missing.join(' and ')}`);
  if (process.getuid?.() !== 0) {
    console.error(
      `Browser tests need them. Run: sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`,
    );
    process.exit(1);
  }
  await run('apt-get', ['update', '-qq']);
  await run('apt-get', ['install', '-y', '-qq', ...missing], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** `file > test name: first line of the error` of each failed test of a vitest JSON report. */
/**
 * A failure's gist on one line: its first line, then the lines that say what was looked for and
 * where (`Locator:`, `Expected`, `Received`, `Error:`, `Timeout`, the failing source line), since a
 * CI log is often read from its summary alone and "toBeVisible() failed" says neither which element
 * nor why (a strict-mode violation reads the same).
 */
function failureGist(failure) {
  const lines = String(failure ?? '')
    // eslint-disable-next-line no-control-regex -- the terminal's colour codes
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const [first = '', ...rest] = lines;
  const telling = rest.filter((line) =>
    /^(Locator:|Expected|Received|Error:|Timeout|Call log:|- waiting for|>\s*\d+\s*\|)/.test(line),
  );
  return [first, ...telling.slice(0, 6)].join(' | ').slice(0, 600);
}

function failedTestNames(report) {
  const names = [];
  for (const fileResult of report.testResults ?? []) {
    const file = fileResult.name?.replace(`${process.cwd()}/`, '') ?? '?';
    for (const test of fileResult.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      names.push(
        `${file} > ${test.fullName ?? test.title}: ${failureGist(test.failureMessages?.[0])}`,
      );
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

/**
 * When each turbo task ran, from the newest run summary: a CI log is read from its tail, and this is
 * where its time went (each task's own script prints its steps' times above).
 */
function printTaskTimes() {
  const dir = '.turbo/runs';
  if (!existsSync(dir)) return;
  const newest = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => `${dir}/${name}`)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  if (!newest) return;
  const summary = JSON.parse(readFileSync(newest, 'utf8'));
  const tasks = (summary.tasks ?? [])
    .filter((task) => task.execution?.startTime)
    .sort((a, b) => a.execution.startTime - b.execution.startTime);
  const zero = Math.min(...tasks.map((task) => task.execution.startTime));
  console.log('\nTasks (turbo): start → end, seconds from the first task');
  for (const task of tasks) {
    const { startTime, endTime, exitCode } = task.execution;
    const from = Math.round((startTime - zero) / 1000);
    const to = Math.round((endTime - zero) / 1000);
    const state = task.cache?.status === 'HIT' ? 'cached' : exitCode === 0 ? 'ok' : 'FAIL';
    console.log(
      `  ${task.taskId.padEnd(28)} ${String(from).padStart(5)} → ${String(to).padStart(5)}  (${to - from} s, ${state})`,
    );
  }
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
  console.log(`Phases: ${phases.join(', ')}`);
  console.log(`Total time: ${Math.round((Date.now() - started) / 1000)} s`);
  console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
}
