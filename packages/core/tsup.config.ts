import { existsSync, readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { buildEntries } from '../../scripts/buildEntries.mjs';
import { dropSourceMapComments } from '../../scripts/dropSourceMapComments.mjs';
import { icuCataloguePlugin } from './scripts/icuCataloguePlugin';

const CODE_ENTRIES = [
  'src/index.ts',
  'src/client/index.ts',
  'src/api/*/index.ts',
  'src/session/index.ts',
  'src/query/index.ts',
  'src/i18n/index.ts',
];

// Declarations only for the code entries (the declaration bundler runs out of memory on 69 JSON
// catalogues, and nobody imports a catalogue's types); it takes no globs, hence the listing.
const API_AREAS = readdirSync('src/api', { withFileTypes: true }).filter(
  (entry) => entry.isDirectory() && existsSync(`src/api/${entry.name}/index.ts`),
);
const DECLARATION_ENTRIES = CODE_ENTRIES.flatMap((entry) =>
  entry === 'src/api/*/index.ts'
    ? API_AREAS.map((area) => `src/api/${area.name}/index.ts`)
    : [entry],
);

// Every public entry is its own file so an app pays only for what it imports; `splitting` shares
// the client runtime between the API areas instead of copying it into each.
// i18n: each catalogue is an entry too, so it lands at dist/i18n/catalogues/<locale>/<namespace>.js
// (a stable name for size budgets) and the loader's lazy imports point at it. Catalogues are
// precompiled to ICU syntax trees, and intl-messageformat is bundled with its parser swapped for
// the no-parser build, which keeps the i18n runtime under its 4 kB budget.
export default defineConfig({
  // formatMessage is listed as an (internal) entry only to give intl-messageformat a chunk of its
  // own: otherwise it shares one with the formatters, and an app importing formatDate alone would
  // keep the message runtime too (the bundled library's top-level statements cannot be dropped).
  // The form rules are an internal entry for the same reason: they are the only root exports that
  // use zod, and inside the root file an app's bundler cannot part them from the rest (a module
  // goes to one chunk), so a page using one rule put zod in every page's first JavaScript. The
  // analytics records (zod schemas) likewise: the app loads them after the page settles, while
  // their consent check (`analyticsConsentGiven`, no zod) stays in the root file every page has.
  // `toLatinDigits` is an entry of its own because root rules read digits with it too (the custom
  // amount's "Invalid number"): left to the splitter, it shared a chunk with the PIN change form's
  // zod schema (both reached from the root and the form rules), and every page that formats a
  // number or phone took zod with it (home +13 kB gzip).
  // Listed in a fixed order (buildEntries): the same sources always give the same chunks.
  entry: buildEntries('.', [
    /^src\/(client|session|query|i18n)?\/?index\.ts$/,
    /^src\/api\/[^/]+\/index\.ts$/,
    /^src\/i18n\/formatMessage\.ts$/,
    /^src\/rules\/validation\/index\.ts$/,
    /^src\/rules\/validation\/latinDigits\.ts$/,
    /^src\/rules\/analytics\/analyticsEvent\.ts$/,
    /^src\/i18n\/catalogues\/[^/]+\/[^/]+\.json$/,
  ]),
  format: ['esm'],
  target: 'es2022',
  platform: 'neutral',
  dts: { entry: DECLARATION_ENTRIES },
  sourcemap: true,
  // PORTAL_KEEP_DIST=1 keeps the old files, so a rebuild never leaves the folder empty under a
  // build that another process is reading at the same moment (parallel local work).
  clean: process.env['PORTAL_KEEP_DIST'] !== '1',
  splitting: true,
  treeshake: true,
  noExternal: [
    'intl-messageformat',
    '@formatjs/icu-messageformat-parser',
    '@formatjs/fast-memoize',
  ],
  esbuildPlugins: [icuCataloguePlugin()],
  // The maps stay in dist/ but leave the comments that name them out of the code: the tarball
  // ships no maps (`files`), and a comment naming a missing file makes loaders warn or fail.
  async onSuccess() {
    dropSourceMapComments('dist');
  },
  esbuildOptions(options) {
    options.alias = {
      ...options.alias,
      '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js',
    };
  },
});
