import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import {
  globalsOfStoryLanguage,
  STORY_LANGUAGES,
  type StoryLanguage,
} from './src/storybook/storyModes';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// The first test of a browser project also pays for starting Chromium and compiling Tailwind, and a
// story's axe run and picture take seconds on a loaded 2-core machine: generous, still far below a
// hang. (Set per project: projects do not inherit the root `test` options.)
const TEST_TIMEOUT_MS = 30_000;

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
        // Same text rendering on every machine of this kind, so visual baselines compare.
        '--font-render-hinting=none',
        '--disable-lcd-text',
        '--force-color-profile=srgb',
      ],
    },
  }),
  instances: [{ browser: 'chromium' as const }],
  viewport: { width: 1024, height: 768 },
  expect: {
    toMatchScreenshot: {
      comparatorName: 'pixelmatch' as const,
      // Anti-aliasing at glyph edges may differ by a few pixels between runs; a moved, recoloured or
      // mirrored element differs by far more than 0.2 % of a story's pixels.
      comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.002 },
      // Taking and comparing a picture can take seconds on a loaded 2-core machine; 5 s (the default)
      // turned a busy moment into a failure.
      timeout: 20_000,
    },
  },
});

/**
 * Every story runs as a test once per language, in the four modes of storyModes.ts: render, play
 * function and axe (a11y.test = 'error') in the light theme, then axe's colour rules on the same
 * story in the dark theme, and a screenshot compared with the committed baseline
 * (storyModesSetup.ts). The project sets the locale and theme globals the Storybook toolbar would
 * (a story's own `globals` still win).
 */
const storybookProject = (language: StoryLanguage) => ({
  plugins: [
    storybookTest({
      configDir: path.join(dirname, '../../.storybook'),
      initialGlobals: globalsOfStoryLanguage(language),
    }),
  ],
  test: {
    name: `storybook:${language}`,
    testTimeout: TEST_TIMEOUT_MS,
    // One page per project for all story files, instead of a fresh iframe per file: every file
    // otherwise loads the preview, Storybook's runtime and axe again, which was most of the suite's
    // time. Stories need no isolation: each renders into a fresh root and sets the document's
    // lang, dir and theme itself (preview.tsx).
    isolate: false,
    browser: browser(),
    provide: { storyLanguage: language },
    setupFiles: [path.join(dirname, 'src/storybook/storyModesSetup.ts')],
  },
});

export default defineConfig({
  test: {
    // How long a project's browser page may take to connect (read from this root config, not from a
    // project's). On a fresh clone of a busy machine Vite first bundles the Storybook preview's
    // dependencies (40 s with two other processes on the CPU), and Vitest's default of 60 s ran out
    // before one story ran. Five minutes is still far below a hang.
    browser: { connectTimeout: 300_000 },
    // Vitest 4.1's screenshot comparison leaves its stability timer (toMatchScreenshot's 20 s, above)
    // running after the last picture, which kept the finished run open for the whole 10 s default
    // of this wait ("close timed out after 10000ms") on every run. The browsers close in well under
    // a second; 3 s is room for a busy machine.
    teardownTimeout: 3_000,
    // The JSON report feeds the totals `npm test` prints at the end.
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/vitest-results.json' },
    projects: [
      {
        // Checks that need no browser: `*.test.ts` (component tests are `*.test.tsx`) and the build
        // scripts' tests (scripts/__tests__). The docs.json check reads the components' types with
        // the TypeScript compiler, which runs in Node.
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/__tests__/**/*.test.ts', 'scripts/__tests__/*.test.mjs'],
          // Building the one TypeScript program of all components (parsing React's, the DOM's and
          // the icons' types) took 5–13 s on a busy 2-core machine: past the 10 s hook default.
          hookTimeout: TEST_TIMEOUT_MS,
          testTimeout: TEST_TIMEOUT_MS,
        },
      },
      {
        plugins: [react(), tailwindcss()],
        test: {
          name: 'components',
          testTimeout: TEST_TIMEOUT_MS,
          include: ['src/**/__tests__/**/*.test.tsx'],
          browser: browser(),
        },
      },
      ...STORY_LANGUAGES.map(storybookProject),
    ],
  },
});
