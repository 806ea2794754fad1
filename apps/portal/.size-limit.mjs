// Initial-JS budget per route (issue I): what a phone downloads before the page works, gzip.
// The file list of each route comes from the build (scripts/initialJs.mjs), so it follows the
// chunks as they are named in this build. A route without its own budget gets `default`.
import { initialJsFiles } from './scripts/initialJs.mjs';

const budgets = {
  default: '130 kB',
};

export default Object.entries(initialJsFiles()).map(([id, files]) => ({
  name: `initial JS of route "${id}" (${files.length} files: entry, boot preloads, the page's chunks)`,
  path: files,
  gzip: true,
  // Measure the built files as they are served; do not bundle them again.
  disablePlugins: ['@size-limit/esbuild'],
  limit: budgets[id] ?? budgets.default,
}));
