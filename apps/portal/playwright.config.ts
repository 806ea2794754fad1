import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, HEADLESS_SHELL_PATH } from './e2e/harness/chromium';

/**
 * End-to-end suite: the production build plus the sandbox, both started by the global setup on
 * free loopback ports. `journeys` are what a person does (by role, label and visible text) and the
 * sweep of every route of `src/platform/pages/pageTable.ts`; `lighthouse` audits the routes the list marks,
 * with the budgets of `lighthouse-budgets.json`.
 *
 * No retries: a test that passes only sometimes is a failure to fix, not to repeat.
 */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/harness/globalSetup.ts',
  outputDir: './reports/e2e-artifacts',
  forbidOnly: !!process.env['CI'],
  retries: 0,
  workers: 2,
  // Room for a busy runner (issue O: CI must hold while other processes share the 2 cores, where a
  // journey that takes 5 s on a quiet machine took over 30 s); a journey waits for what a person
  // sees, never for a fixed time, so a quiet run is not slowed by these ceilings.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [
    ['list', { printSteps: false }],
    // scripts/test.mjs runs the two projects one after the other, each with its own report.
    ['json', { outputFile: process.env['PORTAL_E2E_JSON'] ?? 'reports/e2e-results.json' }],
  ],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: [...CHROMIUM_FLAGS] },
    // A failed test keeps its trace (each action's DOM snapshot, the sources) and a picture of the
    // page as it failed. No screencast in the trace: recording it made the browser compose and
    // encode frames through every test, about a quarter of the suite's CPU on the 2-core runner
    // (measured: 61 journeys and sweep cases took 275 s with it, 203 s without, 195 s untraced).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    locale: 'en-GB',
  },
  projects: [
    {
      name: 'journeys',
      testMatch: /\.spec\.ts$/,
      testIgnore: /lighthouse\.spec\.ts$/,
      fullyParallel: true,
    },
    // Run it alone (`--project=lighthouse`, as scripts/test.mjs does): its timings need the CPU.
    { name: 'lighthouse', testMatch: /lighthouse\.spec\.ts$/, timeout: 180_000 },
  ],
});
