import { preferredCoding, type ContentCoding } from './acceptEncoding.ts';

/** One representation of a file: its bytes and the ETag that names them. */
export interface StaticBody {
  readonly body: Uint8Array<ArrayBuffer>;
  readonly etag: string;
}

/** A file of the build as the server answers it, with its precompressed copies when it has them. */
export interface StaticFile {
  readonly contentType: string;
  readonly bodies: Readonly<Partial<Record<ContentCoding, StaticBody>>> & {
    readonly identity: StaticBody;
  };
}

/**
 * The site's files by URL path (`/assets/index-BuS1vKj2.js`, `/en/index.html`). A map, so the
 * handler runs where there is no file system (an edge runtime bundles it); on Node,
 * `loadStaticFiles` reads the build folder once at start.
 */
export type StaticFiles = ReadonlyMap<string, StaticFile>;

/** Cached by browsers and CDNs for a year, never asked for again: the name changes with the bytes. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Kept, but asked for again (ETag → 304) before each use: pages and files with steady names. */
export const REVALIDATE = 'no-cache';
/** Never kept: answers that hold nothing worth keeping (a full render pool, an error). */
export const NO_STORE = 'no-store';

/** Vite's content hash before the extension (`index-BuS1vKj2.js`, `chunk-NJEQDHAO-BYLNL-_h.js`). */
const HASHED_ASSET = /^\/assets\/.+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/i;

/** How long a file may be kept: hashed assets a year (`immutable`), everything else revalidated. */
export function cacheControlOf(pathname: string): string {
  return HASHED_ASSET.test(pathname) ? IMMUTABLE : REVALIDATE;
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  woff2: 'font/woff2',
  woff: 'font/woff',
  webmanifest: 'application/manifest+json',
};

export function contentTypeOf(pathname: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(pathname)?.[1]?.toLowerCase() ?? '';
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

/** Whether an `If-None-Match` header names `etag` (weak comparison, RFC 9110 §13.1.2). */
function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

export interface StaticAnswer {
  readonly status?: number;
  readonly cacheControl: string;
}

/**
 * The answer with `file`: the representation `Accept-Encoding` prefers (`Vary: Accept-Encoding`
 * when there is a choice), its ETag, and 304 without a body when the client holds it already
 * (only for a 200: a 404 page is sent whole).
 */
export function staticResponse(request: Request, file: StaticFile, answer: StaticAnswer): Response {
  const status = answer.status ?? 200;
  const available = (Object.keys(file.bodies) as ContentCoding[]).filter(
    (coding) => file.bodies[coding] !== undefined,
  );
  const coding = preferredCoding(request.headers.get('accept-encoding'), available);
  const chosen = file.bodies[coding] ?? file.bodies.identity;
  const headers = new Headers({
    'content-type': file.contentType,
    'cache-control': answer.cacheControl,
  });
  if (available.length > 1) headers.set('vary', 'accept-encoding');
  if (status === 200) headers.set('etag', chosen.etag);
  if (status === 200 && matches(request.headers.get('if-none-match'), chosen.etag)) {
    return new Response(null, { status: 304, headers });
  }
  if (coding !== 'identity' && chosen !== file.bodies.identity) {
    headers.set('content-encoding', coding);
  }
  headers.set('content-length', String(chosen.body.byteLength));
  return new Response(request.method === 'HEAD' ? null : chosen.body, { status, headers });
}
