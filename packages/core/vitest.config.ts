import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The JSON report feeds the totals `npm test` prints at the end.
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/vitest-results.json' },
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Property tests are CPU-bound: on a loaded 2-core machine a 1,000-run property can take several
    // seconds, and the default 5 s turned load into a failure. A real hang still fails.
    testTimeout: 30_000,
    benchmark: { include: ['src/**/*.bench.ts'] },
  },
});
