#!/usr/bin/env node
// Finishes @portal/ui's build (part of `build`, after tsup): marks the modules that must run on the
// client, and takes out the source map comments.
//
// Marks @portal/ui's built modules that must run on the client with a first-line 'use client'
// (part of `build`, after tsup). esbuild's code splitting drops module directives, so a directive in
// the sources would not survive: the output is marked instead, module by module.
//
// Why per output module (entry or chunk): React Server Components (Next.js's App Router, any
// `react-server` renderer) load a 'use client' module as client references and every other module as
// server code. A module that calls hooks or touches the DOM must be a client module (under the
// `react-server` condition React has no useState, so importing it fails); a pure module (a view
// model, a label builder, a class helper) must stay unmarked so a server component can call it.
//
// A module is a client module when its own code:
// - imports from 'react' a hook (use*, except `use`, which also runs on the server), createContext,
//   createRef or a component class: state, effects, refs, context;
// - imports anything from 'react-dom' (portals, flushSync);
// - imports a hook (use*) from anywhere, one of ours from another chunk included;
// - imports from radix-ui, react-hook-form, @hookform/* or @dnd-kit/*: their exports are client
//   references on a server, so a module that reads `Dialog.Content` off them or renders them with
//   handlers is client code;
// - reads a browser global (window, document, navigator, storage, observers, animation frames);
// - creates an event handler inline (`onClick: () => …`): a function made on the server can reach
//   neither a client component nor an element, so a module that makes one can only render on the
//   client (a composition that wires a client dialog's buttons, without a hook of its own).
// Strings and comments are blanked before looking, so a word in a class name or a message does not
// mark a module. Files are visited in sorted order and only prepended to: the result is the same for
// the same build.
//
// Source maps stay right: one line prepended to the code is one ';' prepended to `mappings`.
//
// The `//# sourceMappingURL=` comments are taken out: the maps are not in the tarball (`files`), and
// a comment pointing at a missing file is not harmless: React's RSC loader reads the map of every
// 'use client' module it loads and fails on a missing one (ENOENT). Nothing here reads them either:
// the app's bundler maps its chunks to ui's dist files, not through ui's maps to its sources. The
// .map files stay in dist/ for whoever debugs the package itself.
import { readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const DIRECTIVE = "'use client';";

const CLIENT_PACKAGES = [
  /^radix-ui$/,
  /^@radix-ui\//,
  /^react-hook-form$/,
  /^@hookform\//,
  /^@dnd-kit\//,
];
const REACT_CLIENT_NAMES = new Set([
  'createContext',
  'createRef',
  'Component',
  'PureComponent',
  'startTransition',
]);
const BROWSER_GLOBALS =
  /(?<![.\w$])(?:window|document|navigator|localStorage|sessionStorage|matchMedia|requestAnimationFrame|cancelAnimationFrame|ResizeObserver|IntersectionObserver|MutationObserver|getComputedStyle)(?![\w$])/;

const INLINE_HANDLER =
  /(?<![\w$])(on[A-Z][A-Za-z]*)\s*:\s*(?:\(|async\b|function\b|[A-Za-z_$][\w$]*\s*=>)/;

/** The code with the contents of string and template literals and of comments replaced by spaces. */
export function blankStringsAndComments(code) {
  let out = '';
  let index = 0;
  while (index < code.length) {
    const char = code[index];
    const next = code[index + 1];
    if (char === '/' && next === '/') {
      const end = code.indexOf('\n', index);
      const stop = end === -1 ? code.length : end;
      out += ' '.repeat(stop - index);
      index = stop;
    } else if (char === '/' && next === '*') {
      const end = code.indexOf('*/', index + 2);
      const stop = end === -1 ? code.length : end + 2;
      out += code.slice(index, stop).replace(/[^\n]/g, ' ');
      index = stop;
    } else if (char === "'" || char === '"' || char === '`') {
      let cursor = index + 1;
      while (cursor < code.length && code[cursor] !== char) {
        cursor += code[cursor] === '\\' ? 2 : 1;
      }
      // The quotes stay, so `from 'react'` can still be read from the original at the same offsets.
      out += char + code.slice(index + 1, cursor).replace(/[^\n]/g, ' ') + char;
      index = cursor + 1;
    } else {
      out += char;
      index += 1;
    }
  }
  return out;
}

/** Each static import of the module: what it names and where from. */
export function importsOf(code) {
  const imports = [];
  const pattern = /(?:^|\n)\s*import\s+([^'"]*?)\s*from\s*(['"])([^'"]+)\2/g;
  for (const match of code.matchAll(pattern)) {
    const clause = match[1] ?? '';
    const names = [];
    const braces = clause.match(/\{([^}]*)\}/);
    if (braces) {
      for (const part of braces[1].split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0];
        if (name) names.push(name);
      }
    }
    const namespace = /\*\s+as\s+\w+/.test(clause);
    imports.push({ source: match[3], names, namespace });
  }
  return imports;
}

/** Why a built module is a client module, or undefined when it is not. */
export function clientReasonOf(code) {
  for (const { source, names, namespace } of importsOf(code)) {
    if (CLIENT_PACKAGES.some((pattern) => pattern.test(source))) return `imports ${source}`;
    if (source === 'react-dom' || source.startsWith('react-dom/')) return `imports ${source}`;
    if (source === 'react' && namespace) return 'imports all of react';
    for (const name of names) {
      if (/^use[A-Z]/.test(name)) return `imports ${name} from ${source}`;
      if (source === 'react' && REACT_CLIENT_NAMES.has(name)) return `imports ${name} from react`;
    }
  }
  const blanked = blankStringsAndComments(code);
  const browser = blanked.match(BROWSER_GLOBALS);
  if (browser) return `reads ${browser[0]}`;
  const handler = blanked.match(INLINE_HANDLER);
  if (handler) return `creates ${handler[1]} inline`;
  return undefined;
}

/** Every .js file under the folder, in a fixed order. */
function jsFilesUnder(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  )) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...jsFilesUnder(file));
    else if (entry.name.endsWith('.js')) files.push(file);
  }
  return files;
}

/** The code without its `//# sourceMappingURL=` lines (tsup writes two). Lines stay where they were. */
export function withoutSourceMapComments(code) {
  return code.replace(/^\/\/# sourceMappingURL=\S+\n?/gm, '').replace(/\n+$/, '\n');
}

/** Prepends the directive to the module (and a line to its map); false when it was already there. */
function markModule(file) {
  const code = readFileSync(file, 'utf8');
  if (code.startsWith(DIRECTIVE)) return false;
  writeFileSync(file, `${DIRECTIVE}\n${code}`);
  const mapFile = `${file}.map`;
  if (existsSync(mapFile)) {
    const map = JSON.parse(readFileSync(mapFile, 'utf8'));
    map.mappings = `;${map.mappings}`;
    writeFileSync(mapFile, JSON.stringify(map));
  }
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
  const files = jsFilesUnder(dist);
  let client = 0;
  for (const file of files) {
    const original = readFileSync(file, 'utf8');
    const code = withoutSourceMapComments(original);
    if (code !== original) writeFileSync(file, code);
    const reason = clientReasonOf(code.startsWith(DIRECTIVE) ? code.slice(DIRECTIVE.length) : code);
    if (!reason) continue;
    client += 1;
    markModule(file);
    if (process.env['PORTAL_CLIENT_MODULES_VERBOSE'] === '1') {
      console.log(`'use client' ${path.relative(dist, file)}: ${reason}`);
    }
  }
  console.log(
    `'use client': ${client} of ${files.length} modules marked (the others hold no hook, context, inline handler or browser API)`,
  );
}
