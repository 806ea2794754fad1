import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Compress } from './renderedPages.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compresses a rendered page on Node (zlib, off the main thread): brotli at quality 5 and gzip at
 * level 6, the usual balance for bytes made per request (quality 11 is for the build's files, made
 * once). About 60 kB of markup goes out as 10–12 kB; once per render, as the cache keeps the bytes.
 */
export const nodeCompress: Compress = async (body, coding) =>
  new Uint8Array(
    coding === 'br'
      ? await brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
          },
        })
      : await gzipAsync(body, { level: 6 }),
  );
