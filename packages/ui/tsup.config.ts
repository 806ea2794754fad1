import { defineConfig } from 'tsup';
import { buildEntries } from '../../scripts/buildEntries.mjs';

export default defineConfig({
  // One entry per component besides the barrel, with code splitting: the barrel then only re-exports
  // side-effect-free chunks, so a bundler that honours `sideEffects` keeps just the components a screen
  // imports. With a single bundled file, one module-level side effect (DOMPurify creates its instance
  // when imported) was paid for by every importer of any component.
  // The view models (`compositions/<area>/views/*.ts`) are entries too: left to the barrel, their
  // imports (a view that calls `@portal/core/api/…`) were paid for by every page (home +17 kB gzip).
  // Listed in a fixed order (buildEntries): the same sources always give the same chunks.
  entry: buildEntries('.', [
    /^src\/index\.ts$/,
    /^src\/components\/[^/]+\/index\.ts$/,
    /^src\/compositions\/[^/]+\/[^/]+\/index\.ts$/,
    /^src\/compositions\/[^/]+\/views\/[^/]+\.ts$/,
    // The provider too: left in the barrel, its Radix import made the barrel a client module
    // (scripts/finishDist.mjs), and every pure helper it re-exports a client reference.
    /^src\/provider\/UiProvider\.tsx$/,
  ]),
  format: ['esm'],
  target: 'es2022',
  platform: 'browser',
  splitting: true,
  dts: { entry: 'src/index.ts' },
  sourcemap: true,
  // PORTAL_KEEP_DIST=1 keeps the old files, so a rebuild never leaves the folder empty under a
  // build that another process is reading at the same moment (parallel local work).
  clean: process.env['PORTAL_KEEP_DIST'] !== '1',
  treeshake: true,
  // Consumers bring React; everything else is a declared dependency resolved by their bundler.
  external: ['react', 'react-dom', /^@portal\/core/],
});
