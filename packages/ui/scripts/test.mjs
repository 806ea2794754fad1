#!/usr/bin/env node
// @portal/ui's `test` task: the Node tests (docs.json checked against the components' props types),
// the component tests, then the Storybook stories (each language once, in its four modes), as three Vitest runs one after
// the other, merged into reports/vitest-results.json (the totals the root scripts/test.mjs prints).
//
// Why separate runs: in one run the five browser projects share one Chromium, and while the four Storybook
// pages start (each loading the preview, axe and the fonts) a component test's first click waited
// 16–40 s for the browser to act, past the 30 s test timeout, on a quiet machine too. Run apart,
// each waits only for its own page. The Node tests need no browser and take seconds, so they go
// first. Every run always happens; the exit code is the first failure's.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'reports');
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');

const runs = [
  {
    name: 'node tests (docs.json checked against the props types)',
    project: 'node',
    report: 'vitest-node.json',
  },
  { name: 'component tests', project: 'components', report: 'vitest-components.json' },
  {
    name: 'stories, both languages in four modes',
    project: 'storybook:*',
    report: 'vitest-stories.json',
  },
];

mkdirSync(reports, { recursive: true });
for (const { report } of [...runs, { report: 'vitest-results.json' }]) {
  rmSync(path.join(reports, report), { force: true });
}

let exitCode = 0;
for (const { name, project, report } of runs) {
  console.log(`\n▶ @portal/ui: ${name} (vitest --project ${project})`);
  const code = await new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        vitest,
        'run',
        '--project',
        project,
        `--outputFile.json=reports/${report}`,
        ...process.argv.slice(2),
      ],
      { cwd: root, stdio: 'inherit' },
    );
    child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
  });
  if (code !== 0 && exitCode === 0) exitCode = code;
}

// One report in Vitest's JSON shape: the counts added, the files of every run.
const COUNTS = [
  'numTotalTestSuites',
  'numPassedTestSuites',
  'numFailedTestSuites',
  'numPendingTestSuites',
  'numTotalTests',
  'numPassedTests',
  'numFailedTests',
  'numPendingTests',
  'numTodoTests',
];
const parts = runs
  .map(({ report }) => path.join(reports, report))
  .filter((file) => existsSync(file))
  .map((file) => JSON.parse(readFileSync(file, 'utf8')));
if (parts.length === runs.length) {
  const merged = { ...parts[0], testResults: parts.flatMap((part) => part.testResults ?? []) };
  for (const count of COUNTS)
    merged[count] = parts.reduce((sum, part) => sum + (part[count] ?? 0), 0);
  merged.success = parts.every((part) => part.success);
  writeFileSync(path.join(reports, 'vitest-results.json'), JSON.stringify(merged));
} else {
  // A run that wrote no report did not run its tests: the root summary says so.
  console.error('@portal/ui: a test run wrote no report; reports/vitest-results.json not written');
  if (exitCode === 0) exitCode = 1;
}
process.exit(exitCode);
