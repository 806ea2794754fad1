import { defineConfig } from 'tsup';
import { dropSourceMapComments } from '../../scripts/dropSourceMapComments.mjs';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    server: 'src/server.ts',
    cli: 'src/cli.ts',
    // Browser-safe: the sandbox's captcha provider for the app and Storybook.
    'captcha/index': 'src/captcha/index.ts',
  },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  dts: {
    entry: {
      index: 'src/index.ts',
      server: 'src/server.ts',
      'captcha/index': 'src/captcha/index.ts',
    },
  },
  sourcemap: true,
  // The maps stay in dist/ but leave the comments that name them out of the code: the tarball
  // ships no maps (`files`), and a comment naming a missing file makes loaders warn or fail.
  async onSuccess() {
    dropSourceMapComments('dist');
  },
  // PORTAL_KEEP_DIST=1 keeps the old files, so a rebuild never leaves the folder empty under a
  // build that another process is reading at the same moment (parallel local work).
  clean: process.env['PORTAL_KEEP_DIST'] !== '1',
});
