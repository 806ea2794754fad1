import { createHash } from 'node:crypto';

/** A `<script>` element as the HTML parser reads it: its attributes and its text. */
interface ScriptElement {
  readonly attributes: string;
  readonly text: string;
}

// A script element's text runs to the first `</script` (the HTML parser's rule for raw text).
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** Types the browser runs as script (an empty or missing type is JavaScript). */
const RUNNABLE_TYPE = /^\s*(?:|module|text\/javascript|application\/javascript)\s*$/i;

function typeOf(attributes: string): string {
  const match = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
  return match?.[1] ?? match?.[2] ?? match?.[3] ?? '';
}

/**
 * The texts of the inline scripts the browser would run in `html`: no `src`, and a JavaScript type
 * (a `type="application/json"` data block, such as the content snapshot, runs nothing and needs no
 * hash).
 */
export function runnableInlineScripts(html: string): string[] {
  const scripts: ScriptElement[] = [];
  for (const match of html.matchAll(SCRIPT_ELEMENT)) {
    scripts.push({ attributes: match[1] ?? '', text: match[2] ?? '' });
  }
  return scripts
    .filter(({ attributes }) => !/\bsrc\s*=/i.test(attributes))
    .filter(({ attributes }) => RUNNABLE_TYPE.test(typeOf(attributes)))
    .map(({ text }) => text);
}

/** The CSP source that allows exactly this script text: `'sha256-<base64>'` of its UTF-8 bytes. */
export function scriptHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The hash sources of every runnable inline script of `pages`, each once, in a stable order. */
export function inlineScriptHashes(pages: readonly string[]): string[] {
  return [...new Set(pages.flatMap(runnableInlineScripts).map(scriptHashSource))].sort();
}
