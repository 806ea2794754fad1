import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/server.ts', 'src/cli.ts'],
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  dts: { entry: ['src/index.ts', 'src/server.ts'] },
  sourcemap: true,
  // PORTAL_KEEP_DIST=1 keeps the old files, so a rebuild never leaves the folder empty under a
  // build that another process is reading at the same moment (parallel local work).
  clean: process.env['PORTAL_KEEP_DIST'] !== '1',
});
