import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  target: 'es2022',
  platform: 'browser',
  dts: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  // Consumers bring React; everything else is a declared dependency resolved by their bundler.
  external: ['react', 'react-dom', /^@portal\/core/],
});
