import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The files worth compressing: text. Fonts (woff2) and images are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|ico|webmanifest)$/i;

/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

/** The precompressed copies' suffixes, by content coding. */
export const PRECOMPRESSED_SUFFIX = { br: '.br', gzip: '.gz' } as const;

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside each text file of
 * `folder`, kept only when smaller than the file: the server picks one by `Accept-Encoding`
 * (`acceptEncoding.ts`) and never compresses a static file while a person waits. Returns how many
 * files got copies.
 */
export async function precompress(folder: string): Promise<number> {
  const files = (await filesUnder(folder)).filter((file) => COMPRESSIBLE.test(file));
  let compressed = 0;
  for (const file of files) {
    if ((await stat(file)).size < MIN_BYTES) continue;
    const body = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
      gzipAsync(body, { level: 9 }),
    ]);
    let wrote = false;
    if (br.length < body.length) {
      await writeFile(`${file}${PRECOMPRESSED_SUFFIX.br}`, br);
      wrote = true;
    }
    if (gz.length < body.length) {
      await writeFile(`${file}${PRECOMPRESSED_SUFFIX.gzip}`, gz);
      wrote = true;
    }
    if (wrote) compressed += 1;
  }
  return compressed;
}
