import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ContentCoding } from './acceptEncoding.ts';
import {
  contentTypeOf,
  type StaticBody,
  type StaticFile,
  type StaticFiles,
} from './staticFiles.ts';

/** The precompressed copies written by the build (`build/precompress.ts`), by content coding. */
const COPIES: readonly (readonly [Exclude<ContentCoding, 'identity'>, string])[] = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

/**
 * Files of the build folder that are never answered: source maps (the build moves them out of the
 * folder, `build/serverArtifacts.ts`; this refuses any left behind, so a build made otherwise still
 * publishes none) and the precompressed copies, which are answered only as their file's encoding.
 */
function isServed(relative: string): boolean {
  return !/\.(?:map|br|gz)$/i.test(relative);
}

function etagOf(body: Uint8Array<ArrayBuffer>, suffix = ''): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}${suffix}"`;
}

/**
 * Reads the build folder into memory once, at start (about 5 MB with its copies): every answer is
 * then a lookup, the same under load, and a deploy is a new process with the new files.
 */
export async function loadStaticFiles(folder: string): Promise<StaticFiles> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  const names = new Set(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name))),
  );
  const files = new Map<string, StaticFile>();
  for (const relative of names) {
    if (!isServed(relative)) continue;
    const body = new Uint8Array(await readFile(path.join(folder, relative)));
    const identity: StaticBody = { body, etag: etagOf(body) };
    const bodies: Partial<Record<ContentCoding, StaticBody>> & { identity: StaticBody } = {
      identity,
    };
    for (const [coding, suffix] of COPIES) {
      if (!names.has(`${relative}${suffix}`)) continue;
      const copy = new Uint8Array(await readFile(path.join(folder, `${relative}${suffix}`)));
      // The copy's own tag: a cache holding the brotli bytes must not answer a gzip request.
      bodies[coding] = { body: copy, etag: etagOf(body, `-${coding}`) };
    }
    const urlPath = `/${relative.split(path.sep).join('/')}`;
    files.set(urlPath, { contentType: contentTypeOf(urlPath), bodies });
  }
  return files;
}
