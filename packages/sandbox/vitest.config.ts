import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The JSON report feeds the totals `npm test` prints at the end.
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/vitest-results.json' },
    include: ['src/**/*.test.ts'],
    environment: 'node',
    benchmark: { include: ['src/**/*.bench.ts'] },
  },
});
