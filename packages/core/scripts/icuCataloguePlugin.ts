/**
 * Build-time precompilation of the i18n catalogues (issue 7). An esbuild plugin for tsup: every
 * `src/i18n/catalogues/<locale>/<namespace>.json` is loaded as its ICU syntax trees instead of its
 * text, so the published runtime ships intl-messageformat without the ICU parser (tsup.config.ts
 * aliases the parser to its `no-parser` build). Plain-text messages stay strings: the runtime prints
 * them as they are (see `isPlainText`), and a string costs less than its one-literal tree.
 *
 * Nothing is generated into the sources, so tests and development read the JSON text directly and a
 * clean clone builds with `pnpm build` alone.
 */
import { readFile } from 'node:fs/promises';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Options } from 'tsup';
import { isPlainText } from '../src/i18n/message';

// esbuild's plugin type, reached through tsup (esbuild is tsup's dependency, not ours).
type Plugin = NonNullable<Options['esbuildPlugins']>[number];

const CATALOGUE_FILE = /[\\/]src[\\/]i18n[\\/]catalogues[\\/][^\\/]+[\\/][^\\/]+\.json$/;

export function precompileCatalogue(
  source: Record<string, unknown>,
  file: string,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(source).map(([key, message]) => {
      if (typeof message !== 'string')
        throw new Error(`${file}: "${key}" must be a string, got ${typeof message}`);
      if (isPlainText(message)) return [key, message];
      try {
        return [key, parse(message, { ignoreTag: true })];
      } catch (error) {
        throw new Error(
          `${file}: "${key}" is not a valid ICU message: ${(error as Error).message}`,
          { cause: error },
        );
      }
    }),
  );
}

export function icuCataloguePlugin(): Plugin {
  return {
    name: 'portal-icu-catalogues',
    setup(build) {
      build.onLoad({ filter: CATALOGUE_FILE }, async ({ path }) => {
        const source = JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>;
        return { contents: JSON.stringify(precompileCatalogue(source, path)), loader: 'json' };
      });
    },
  };
}
