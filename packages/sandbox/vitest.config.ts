import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The JSON report feeds the totals `npm test` prints at the end.
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/vitest-results.json' },
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Property tests send thousands of requests through app.fetch: on a loaded 2-core machine they can
    // take longer than the default 5 s without anything being wrong. A real hang still fails.
    testTimeout: 30_000,
    benchmark: { include: ['src/**/*.bench.ts'] },
  },
});
