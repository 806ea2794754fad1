import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * The published stylesheets, compiled here as `npm run build` compiles them: styles.css must style
 * the components and nothing else on a consuming app's page (issue U: the old one carried
 * Tailwind's global reset), and reset.css is where that reset went.
 */
const packageRoot = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);
let outDir = '';

async function compile(input: string): Promise<string> {
  const out = join(outDir, input.replace(/\W/g, '_'));
  await run(join(packageRoot, 'node_modules/.bin/tailwindcss'), ['-i', input, '-o', out], {
    cwd: packageRoot,
  });
  return readFile(out, 'utf8');
}

/** Every style rule's selector list, however deep in `@layer`/`@media`/`@supports` it sits. */
function selectorsOf(css: string): string[] {
  const selectors: string[] = [];
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '{') {
      const prelude = text.slice(start, index).trim();
      if (prelude !== '' && !prelude.startsWith('@')) selectors.push(prelude);
      start = index + 1;
    } else if (char === '}' || char === ';') {
      start = index + 1;
    }
  }
  return selectors;
}

/** The selectors of a list, split at top-level commas (not inside `:is()` nor escaped in a class). */
function splitSelectorList(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < list.length; index += 1) {
    const char = list[index];
    if (char === '\\') index += 1;
    else if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(start, index).trim());
      start = index + 1;
    }
  }
  parts.push(list.slice(start).trim());
  return parts;
}

/**
 * Whether one selector can only match a component's own elements or set variables: a class
 * (Tailwind's utilities, with their variants), the component scope `[data-slot]`, the dark theme's
 * token block, the tokens on `:root`/`:host`, or Tailwind's `@property` fallbacks (custom
 * properties only, checked separately).
 */
function isScoped(selector: string): boolean {
  return (
    /^[.:]?[^,]*\.[\w\\-]/.test(selector) ||
    selector.startsWith(':where([data-slot]') ||
    selector === '[data-theme=dark]' ||
    selector === "[data-theme='dark']" ||
    selector === ':root' ||
    selector === ':host'
  );
}

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'portal-ui-css-'));
});

afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
});

describe('styles.css', () => {
  it('has no rule for the page’s own elements: no global reset, no element selector', async () => {
    const css = await compile('src/styles.css');
    const unscoped = selectorsOf(css)
      .flatMap(splitSelectorList)
      // Keyframe steps (`@keyframes spin { to {…} }`) are no selectors.
      .filter((selector) => !/^(from|to|\d+(\.\d+)?%)$/.test(selector))
      // Tailwind's fallback for browsers without `@property`: it only sets `--tw-*` variables.
      .filter((selector) => !/^\*$|^::?(before|after|backdrop)$/.test(selector))
      .filter((selector) => !isScoped(selector));
    expect(unscoped).toEqual([]);
  });

  it('would catch a global reset (the check itself)', async () => {
    const css = await compile('src/reset.css');
    const unscoped = selectorsOf(css)
      .flatMap(splitSelectorList)
      .filter((selector) => !isScoped(selector));
    expect(unscoped).toEqual(expect.arrayContaining(['html', 'h1', 'button']));
  });

  it('gives the components their reset inside their own scope', async () => {
    const css = await compile('src/styles.css');
    expect(css).toContain(':where([data-slot], [data-slot] *)');
    expect(css).toMatch(/box-sizing:\s*border-box/);
  });

  it('sets the universal selector only to Tailwind’s variables', async () => {
    const css = await compile('src/styles.css');
    const universal = [
      ...css.matchAll(/(?:^|[}\s])\*, ::before, ::after, ::backdrop \{([^}]*)\}/g),
    ];
    for (const [, body] of universal) {
      const properties = (body ?? '')
        .split(';')
        .map((declaration) => declaration.trim())
        .filter(Boolean)
        .map((declaration) => declaration.split(':')[0]);
      expect(properties.every((property) => property?.startsWith('--tw-'))).toBe(true);
    }
  });
});

describe('reset.css', () => {
  it('is the opt-in global reset and the page look', async () => {
    const css = await compile('src/reset.css');
    expect(css).toMatch(
      /\*, ::after, ::before, ::backdrop, ::file-selector-button \{|\*, ::after, ::before, ::backdrop \{/,
    );
    expect(css).toMatch(/html\s*\{[^}]*font-family: var\(--font-sans\)/);
  });
});

describe('theme.css', () => {
  it('declares its own @source, relative to itself, for the built components', async () => {
    const theme = await readFile(join(packageRoot, 'src/theme.css'), 'utf8');
    expect(theme).toMatch(/@source '\.\.\/dist\/\*\.js';/);
  });
});
