import { defineConfig } from 'vitest/config';

// Unit tests of the app's own logic (routing decisions, search parameters, sign-in hand-over).
// The pages themselves are checked end to end by Playwright (playwright.config.ts).
export default defineConfig({
  test: {
    // The JSON report is merged with Playwright's into the totals `npm test` prints (scripts/test.mjs).
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/unit-results.json' },
    include: [
      'src/**/*.test.{ts,tsx}',
      'build/**/*.test.ts',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
  },
});
