import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Debian's Chromium: test tools cannot download their own browser on this network. The flags keep
// Chromium from calling out to the internet at start. A fresh object per project: Vitest names the
// instances in place, so sharing one between projects collides.
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: {
      executablePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  }),
  instances: [{ browser: 'chromium' as const }],
  viewport: { width: 1280, height: 800 },
});

export default defineConfig({
  test: {
    // The JSON report feeds the totals `npm test` prints at the end.
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/vitest-results.json' },
    projects: [
      {
        plugins: [react(), tailwindcss()],
        test: {
          name: 'components',
          include: ['src/**/__tests__/**/*.test.tsx'],
          browser: browser(),
        },
      },
      {
        // Runs every story (render, play function and axe with a11y.test = 'error') as a test.
        plugins: [storybookTest({ configDir: path.join(dirname, '../../.storybook') })],
        test: {
          name: 'storybook',
          browser: browser(),
        },
      },
    ],
  },
});
