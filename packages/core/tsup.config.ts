import { defineConfig } from 'tsup';

// Every public entry is its own file so an app pays only for what it imports; `splitting` shares
// the client runtime between the API areas instead of copying it into each.
export default defineConfig({
  entry: [
    'src/index.ts',
    'src/client/index.ts',
    'src/api/*/index.ts',
    'src/session/index.ts',
    'src/i18n/index.ts',
  ],
  format: ['esm'],
  target: 'es2022',
  platform: 'neutral',
  dts: true,
  sourcemap: true,
  clean: true,
  splitting: true,
  treeshake: true,
});
