// What a route's initial JS holds, module by module (issue V's treemap): each file of the route's
// initial list (scripts/initialJs.mjs) is split among the source modules its source map assigns its
// bytes to, and each file's gzip size is shared out in proportion (gzip does not split by module, so
// a module's gzip figure is an estimate; the totals are exact). Plain Node, no dependency: the maps
// are the build's own (`dist-sourcemaps`, build: sourcemap 'hidden').
//
//   node scripts/initialJsModules.mjs locker [utilitiesHub …] [--top=10] [--json]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { initialJsFiles } from './initialJs.mjs';

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = Object.fromEntries([...BASE64].map((char, index) => [char, index]));

/** The numbers of one source-map segment (base64 VLQ). */
export function decodeSegment(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT[char];
    if (digit === undefined) throw new RangeError(`not a VLQ digit: ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/**
 * `Map<source, bytes>` of one generated file: each run of generated text from one mapping to the
 * next (or the line's end) counts for the source of its mapping; text before a line's first mapping
 * and unmapped runs count for `(unmapped)`. Lines are split on `\n`; columns are UTF-16 units, as
 * source maps count them, and bytes are UTF-8 bytes of the run.
 */
export function bytesBySource(code, map) {
  const totals = new Map();
  const add = (source, text) => {
    if (text === '') return;
    totals.set(source, (totals.get(source) ?? 0) + Buffer.byteLength(text));
  };
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  let sourceIndex = 0;
  lines.forEach((line, lineIndex) => {
    const segments = (mappingLines[lineIndex] ?? '').split(',').filter((s) => s !== '');
    let column = 0;
    let previous = { column: 0, source: '(unmapped)' };
    for (const segment of segments) {
      const fields = decodeSegment(segment);
      column += fields[0];
      add(previous.source, line.slice(previous.column, column));
      let source = '(unmapped)';
      if (fields.length >= 4) {
        sourceIndex += fields[1];
        source = map.sources[sourceIndex] ?? '(unmapped)';
      }
      previous = { column, source };
    }
    // The rest of the line, and its newline (but the file's last line has none).
    add(previous.source, line.slice(previous.column) + (lineIndex < lines.length - 1 ? '\n' : ''));
  });
  return totals;
}

/** A source path as a reader knows it: `react-dom@19.3.1/…`, `packages/ui/…`, `src/…`. */
export function moduleNameOf(source) {
  const normalized = source.replace(/\\/g, '/');
  const pnpm = normalized.match(/node_modules\/\.pnpm\/[^/]+\/node_modules\/(.*)$/);
  if (pnpm) return `node_modules/${pnpm[1]}`;
  const plain = normalized.match(/node_modules\/(.*)$/);
  if (plain) return `node_modules/${plain[1]}`;
  const packages = normalized.match(/(packages\/.*)$/);
  if (packages) return packages[1];
  const app = normalized.match(/(apps\/portal\/.*)$/);
  if (app) return app[1];
  return normalized.replace(/^(\.\.\/)+/, '');
}

/** `[{ module, bytes, gzipBytes }]` of a route's initial JS, largest first, and the totals. */
export function initialJsModules(routeId) {
  const files = initialJsFiles()[routeId];
  if (!files) throw new RangeError(`no route "${routeId}" in dist/portal-boot.json`);
  const modules = new Map();
  let bytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const code = readFileSync(path.join(appRoot, file), 'utf8');
    const size = Buffer.byteLength(code);
    const gzip = gzipSync(code, { level: 9 }).length;
    bytes += size;
    gzipBytes += gzip;
    const mapFile = path.join(
      appRoot,
      file.replace(/^dist\//, 'dist-sourcemaps/').replace(/$/, '.map'),
    );
    const bySource = existsSync(mapFile)
      ? bytesBySource(code, JSON.parse(readFileSync(mapFile, 'utf8')))
      : new Map([[`(no map) ${file}`, size]]);
    for (const [source, sourceBytes] of bySource) {
      const name = moduleNameOf(source);
      const entry = modules.get(name) ?? { module: name, bytes: 0, gzipBytes: 0 };
      entry.bytes += sourceBytes;
      entry.gzipBytes += (gzip * sourceBytes) / size;
      modules.set(name, entry);
    }
  }
  return {
    routeId,
    files: files.length,
    bytes,
    gzipBytes,
    modules: [...modules.values()].sort((a, b) => b.bytes - a.bytes),
  };
}

/** The same, grouped by package (`react-dom`, `@tanstack/router-core`, `packages/ui`, `src/shell`…). */
export function packageOf(moduleName) {
  const nodeModule = moduleName.match(/^node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (nodeModule) return nodeModule[1];
  const workspace = moduleName.match(/^packages\/([^/]+)\/(?:dist|src)\/([^/.]+)/);
  if (workspace) return `@portal/${workspace[1]} ${workspace[2]}`;
  const app = moduleName.match(/^apps\/portal\/src\/([^/]+)(?:\/([^/.]+))?/);
  if (app) return `app src/${app[1]}${app[2] ? `/${app[2]}` : ''}`;
  return moduleName;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const top = Number(args.find((arg) => arg.startsWith('--top='))?.slice(6) ?? 10);
  const json = args.includes('--json');
  const routes = args.filter((arg) => !arg.startsWith('--'));
  const kB = (value) => `${(value / 1000).toFixed(1)} kB`;
  for (const routeId of routes.length > 0 ? routes : ['locker']) {
    const result = initialJsModules(routeId);
    if (json) {
      console.log(JSON.stringify({ ...result, modules: result.modules.slice(0, top) }, null, 2));
      continue;
    }
    console.log(
      `${routeId}: ${result.files} files, ${kB(result.bytes)} minified, ${kB(result.gzipBytes)} gzip`,
    );
    console.log(`  top ${top} modules (minified; gzip shared out by the file's ratio):`);
    for (const entry of result.modules.slice(0, top)) {
      console.log(
        `    ${kB(entry.bytes).padStart(9)} ${kB(entry.gzipBytes).padStart(9)}  ${entry.module}`,
      );
    }
    const packages = new Map();
    for (const entry of result.modules) {
      const name = packageOf(entry.module);
      const group = packages.get(name) ?? { bytes: 0, gzipBytes: 0 };
      group.bytes += entry.bytes;
      group.gzipBytes += entry.gzipBytes;
      packages.set(name, group);
    }
    console.log(`  by package or folder:`);
    for (const [name, group] of [...packages]
      .sort((a, b) => b[1].bytes - a[1].bytes)
      .slice(0, top)) {
      console.log(`    ${kB(group.bytes).padStart(9)} ${kB(group.gzipBytes).padStart(9)}  ${name}`);
    }
  }
}
