#!/usr/bin/env node
// Uploads the built Storybook to Chromatic for visual review, only when CHROMATIC_PROJECT_TOKEN is set.
// Never run in CI here: an upload needs the internet (the CLI also tries outside DNS servers).
import { heading, pnpm } from './lib.mjs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('CHROMATIC_PROJECT_TOKEN is not set: skipping the Chromatic upload.');
  process.exit(0);
}
heading('Building Storybook');
await pnpm(['run', 'build-storybook']);
heading('Uploading to Chromatic');
await pnpm([
  'exec',
  'chromatic',
  '--storybook-build-dir',
  'storybook-static',
  '--exit-zero-on-changes',
  '--only-changed',
]);
