// @ts-check
/**
 * The app's floors (ARCHITECTURE.md "The app's floors"), checked on the resolved import graph of
 * `src/`: each floor may import the floors below it and never one above, and no two folders import
 * each other, however indirectly. ESLint reports the same upward arrows while typing
 * (`eslint.config.js`); this check also sees cycles, which no single import shows.
 *
 *   entries   src/main.tsx, src/prerender.tsx
 *   routes    the route tree made from the page table, the router, the app's start
 *   screens   one folder per area of pages
 *   shell     what every page shares: header, footer, session layer, shared page pieces
 *   platform  locale, clients and query client, i18n, page table and paths, boot, hydration
 */

/** The floors above each floor, as path patterns relative to the app's root. */
const ENTRIES = '^src/[^/]+$';
const ABOVE = {
  platform: ['^src/(shell|screens|routes)/', ENTRIES],
  shell: ['^src/(screens|routes)/', ENTRIES],
  screens: ['^src/routes/', ENTRIES],
  routes: [ENTRIES],
};

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...Object.entries(ABOVE).map(([floor, above]) => ({
      name: `no-upward-import-from-${floor}`,
      comment: `The ${floor} floor imports only the floors below it (ARCHITECTURE.md).`,
      severity: /** @type {const} */ ('error'),
      from: { path: `^src/${floor}/` },
      to: { path: above },
    })),
    {
      name: 'no-folder-cycle',
      comment:
        'Two folders that import each other (directly or through others) are one concept split in ' +
        'two: move the shared piece down a floor, or into one of them.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'no-module-cycle',
      comment: 'A module cycle makes the evaluation order depend on which module loads first.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
  ],
  options: {
    includeOnly: '^src/',
    tsConfig: { fileName: 'tsconfig.json' },
    // `import type` arrows count: a type from a floor above is still an arrow up.
    tsPreCompilationDeps: true,
    // Resolve `.ts`/`.tsx` imports written with and without their extension.
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
    cache: false,
  },
};
