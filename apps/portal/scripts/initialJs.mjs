// The JavaScript each page of the page table loads before its page works: the entry, everything
// the boot loader preloads, and the route's own chunks, as recorded by the build
// (build/routePreload.ts → dist/portal-boot.json). Plain Node: `.size-limit.mjs` and
// scripts/test.mjs read it without a TypeScript step.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifestFile = path.join(appRoot, 'dist/portal-boot.json');

/** `{ [routeId]: ['dist/assets/…js', …] }`, paths relative to apps/portal. */
export function initialJsFiles() {
  if (!existsSync(manifestFile)) {
    throw new Error(
      `${path.relative(appRoot, manifestFile)} is missing: build the app first (npm run build)`,
    );
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  return Object.fromEntries(
    Object.entries(manifest.routes).map(([id, route]) => [
      id,
      [...new Set([manifest.entry, ...manifest.preloads, ...route.chunks])].map(
        (file) => `dist/${file}`,
      ),
    ]),
  );
}

/** `{ [routeId]: { files, bytes, gzipBytes } }`, gzip at level 9 as size-limit measures. */
export function initialJsSizes() {
  return Object.fromEntries(
    Object.entries(initialJsFiles()).map(([id, files]) => {
      let bytes = 0;
      let gzipBytes = 0;
      for (const file of files) {
        const content = readFileSync(path.join(appRoot, file));
        bytes += content.length;
        gzipBytes += gzipSync(content, { level: 9 }).length;
      }
      return [id, { files: files.length, bytes, gzipBytes }];
    }),
  );
}
