import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import type { PortalPage } from '../src/platform/pages/pageTable.ts';
import { bootApp, type LandingRoute } from './bootLoader.ts';
import { replaceLiterally } from './replaceLiterally.ts';

interface ChunkLike {
  readonly type: 'chunk';
  readonly fileName: string;
  readonly isEntry: boolean;
  readonly facadeModuleId: string | null;
  readonly imports: readonly string[];
  readonly dynamicImports: readonly string[];
}

type Bundle = Record<string, ChunkLike | { readonly type: 'asset' }>;

/** A chunk's file and every chunk it imports statically, in load order. */
function withStaticImports(bundle: Bundle, fileName: string, seen = new Set<string>()): string[] {
  if (seen.has(fileName)) return [];
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk') return [];
  return [fileName, ...chunk.imports.flatMap((name) => withStaticImports(bundle, name, seen))];
}

const href = (fileName: string): string => `/${fileName}`;

/**
 * What the first page loads, per route, written to `dist/portal-boot.json` for the size
 * budgets (`.size-limit.mjs`) and the test summary: file names relative to `dist/`.
 */
export interface BootManifest {
  readonly entry: string;
  readonly preloads: readonly string[];
  readonly routes: Readonly<
    Record<string, { readonly path: string; readonly chunks: readonly string[] }>
  >;
}

export const BOOT_MANIFEST = 'portal-boot.json';

/**
 * Replaces Vite's entry `<script>` and `modulepreload` tags with the inline loader of
 * `bootLoader.ts`, which asks for everything the first page needs at once (the entry, its imports,
 * the boot stages `main.tsx` imports one after another, and the landing page's own chunks, found by
 * the page table's `screen` module) and, on a prerendered page, only after that page is painted.
 */
export function routePreload(routes: readonly PortalPage[]): Plugin {
  let config: ResolvedConfig;
  let manifest: BootManifest | undefined;
  return {
    name: 'portal-boot-loader',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle() {
      if (!manifest) return;
      const file = path.resolve(config.root, config.build.outDir, BOOT_MANIFEST);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, `${JSON.stringify(manifest, null, 2)}\n`);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle as Bundle | undefined;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter(
          (item): item is ChunkLike => item.type === 'chunk',
        );
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) throw new Error('routePreload: the build has no entry chunk');
        const first = withStaticImports(bundle, entry.fileName);
        const boot = entry.dynamicImports.flatMap((name) => withStaticImports(bundle, name));
        const preloads = [...new Set([...first.slice(1), ...boot])];
        const loaded = new Set([entry.fileName, ...preloads]);

        const routeChunks = routes.map((route) => {
          const page = chunks.find((chunk) =>
            chunk.facadeModuleId?.endsWith(`/src/screens/${route.screen}.tsx`),
          );
          if (!page) throw new Error(`routePreload: no chunk for src/screens/${route.screen}.tsx`);
          return withStaticImports(bundle, page.fileName).filter((name) => !loaded.has(name));
        });
        const landing: LandingRoute[] = routes.map((route, index) => [
          route.path.split('/').filter((segment) => segment !== ''),
          (routeChunks[index] ?? []).map(href),
        ]);
        manifest = {
          entry: entry.fileName,
          preloads,
          routes: Object.fromEntries(
            routes.map((route, index) => [
              route.id,
              { path: route.path, chunks: routeChunks[index] ?? [] },
            ]),
          ),
        };

        // Vite's own tags for the entry and its imports: the loader requests them instead.
        const viteTags = [
          new RegExp(
            `\\s*<script type="module" crossorigin src="${href(entry.fileName)}"></script>`,
          ),
          ...first
            .slice(1)
            .map(
              (name) =>
                new RegExp(`\\s*<link rel="modulepreload" crossorigin href="${href(name)}">`),
            ),
        ];
        let page = html;
        for (const tag of viteTags) {
          if (!tag.test(page)) throw new Error(`routePreload: index.html has no ${tag.source}`);
          page = page.replace(tag, '');
        }
        const loader = `<script>(${bootApp.toString()})(${JSON.stringify(href(entry.fileName))},${JSON.stringify(preloads.map(href))},${JSON.stringify(landing)},window);</script>`;
        // The loader is code (`bootApp`'s source): a `$&` in it must stay `$&`.
        return replaceLiterally(page, '</body>', `  ${loader}\n  </body>`);
      },
    },
  };
}
