import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { serverDirOf } from '../../build/prerender.ts';
import {
  SERVER_ENTRY,
  SERVER_MANIFEST,
  sourceMapDirOf,
  type ServerManifest,
} from '../serverManifest.ts';
import { inlineScriptHashes } from './inlineScripts.ts';
import { precompress } from './precompress.ts';

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * Moves the build's source maps out of the folder the site serves, into `sourceMapDirOf(outDir)`,
 * where a deployment uploads them to its error tracker (issue T: all 267 were public). The build
 * writes them `hidden` (no `sourceMappingURL` comment), so no browser asks for them.
 */
async function moveSourceMaps(outDir: string): Promise<number> {
  const target = sourceMapDirOf(outDir);
  await rm(target, { recursive: true, force: true });
  const maps = (await filesUnder(outDir)).filter((file) => file.endsWith('.map'));
  for (const map of maps) {
    await mkdir(path.dirname(path.join(target, map)), { recursive: true });
    await rename(path.join(outDir, map), path.join(target, map));
  }
  return maps.length;
}

/** The build's manifest for the server: its id and the hashes of its pages' inline scripts. */
async function manifestOf(outDir: string): Promise<ServerManifest> {
  const files = await filesUnder(outDir);
  const pages = await Promise.all(
    files
      .filter((file) => file.endsWith('.html'))
      .map((file) => readFile(path.join(outDir, file), 'utf8')),
  );
  if (pages.length === 0) throw new Error('serverArtifacts: the build has no HTML page');
  // The pages name every entry file by its content hash, and the list names every file.
  const buildId = createHash('sha256')
    .update(files.join('\n'))
    .update(pages.join('\n'))
    .digest('base64url')
    .slice(0, 16);
  return { buildId, scriptHashes: inlineScriptHashes(pages) };
}

/**
 * What the production server (`server/`) needs from a build, made after the client build and the
 * prerender (`order: 'post'`, so the pages are final): the source maps moved out of the served
 * folder, the server manifest (build id, inline-script hashes for the CSP) and the server itself
 * (`server/main.ts` bundled for Node) in the server folder, and brotli and gzip copies of the
 * site's text files.
 */
export function serverArtifacts(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'portal-server-artifacts',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      async handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        const serverDir = serverDirOf(outDir);
        const maps = await moveSourceMaps(outDir);
        const manifest = await manifestOf(outDir);
        await mkdir(serverDir, { recursive: true });
        await writeFile(
          path.join(serverDir, SERVER_MANIFEST),
          `${JSON.stringify(manifest, null, 2)}\n`,
        );
        const compressed = await precompress(outDir);
        await build({
          root: config.root,
          configFile: false,
          logLevel: 'warn',
          build: {
            ssr: path.resolve(config.root, 'server/main.ts'),
            outDir: serverDir,
            // The renderer (prerender.js) and the manifest live here too.
            emptyOutDir: false,
            sourcemap: false,
            copyPublicDir: false,
            target: 'node20',
            rolldownOptions: {
              output: { entryFileNames: SERVER_ENTRY, codeSplitting: false },
              // The build helpers the server imports a function from (`pageHtml`) import Vite;
              // the server must not load it.
              treeshake: { moduleSideEffects: 'no-external' },
            },
          },
        });
        config.logger.info(
          `server: ${maps} source maps kept out of ${path.basename(outDir)}/ (in ${path.basename(sourceMapDirOf(outDir))}/), ` +
            `${manifest.scriptHashes.length} inline script hashes, ${compressed} files precompressed, ` +
            `${path.basename(serverDir)}/${SERVER_ENTRY} built`,
        );
      },
    },
  };
}
