import type { Plugin } from 'vite';

interface ChunkLike {
  readonly type: 'chunk';
  readonly imports: readonly string[];
}

type Bundle = Record<string, ChunkLike | { readonly type: 'asset' }>;

/**
 * Shorter preload lists for the app's lazy imports. Vite gives every `import()` the list of chunks
 * to `modulepreload` beside it, all of the imported chunk's static imports, including those the
 * importing chunk itself imports statically: those are loaded already when the `import()` runs, and
 * a preload of them does nothing. In the page glob every page's list named React, the router and the
 * shell's chunks again (issue V's treemap: `screenComponent.ts` 3.9 kB gzip and the lists' file
 * names on every route's first JavaScript). The plugin keeps the bundle as it is written; the
 * `resolveDependencies` it gives `build.modulePreload` drops from a list what its host chunk already
 * imports, directly or through its own imports.
 */
export function preloadLists(): {
  readonly plugin: Plugin;
  readonly resolveDependencies: (
    filename: string,
    deps: string[],
    context: { hostId: string; hostType: 'html' | 'js' },
  ) => string[];
} {
  let bundle: Bundle | undefined;
  const loadedWith = new Map<string, ReadonlySet<string>>();
  const closureOf = (fileName: string): ReadonlySet<string> => {
    const known = loadedWith.get(fileName);
    if (known) return known;
    const seen = new Set<string>();
    const visit = (name: string) => {
      if (seen.has(name)) return;
      seen.add(name);
      const chunk = bundle?.[name];
      if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
    };
    visit(fileName);
    loadedWith.set(fileName, seen);
    return seen;
  };
  return {
    plugin: {
      name: 'portal-preload-lists',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output as unknown as Bundle;
          loadedWith.clear();
        },
      },
    },
    resolveDependencies(_filename, deps, { hostId, hostType }) {
      if (hostType !== 'js' || !bundle) return deps;
      const loaded = closureOf(hostId);
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
