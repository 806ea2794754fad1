import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, runnableInlineScripts } from '../build/inlineScripts.ts';

describe('runnableInlineScripts', () => {
  it('finds the scripts a browser runs inline, not data blocks or external scripts', () => {
    const html = [
      '<script>a()</script>',
      '<script data-font-preload>b()</script>',
      '<script type="module">c()</script>',
      '<script type="application/json" id="snapshot">{"d":1}</script>',
      '<script type="module" src="/assets/e.js"></script>',
      '<SCRIPT>f()</SCRIPT >',
    ].join('\n');
    expect(runnableInlineScripts(html)).toEqual(['a()', 'b()', 'c()', 'f()']);
  });

  it('hashes each script’s exact text once, as the browser does (sha256, base64)', () => {
    const text = '(function(){var x="ü"})()';
    const expected = `'sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}'`;
    expect(
      inlineScriptHashes([`<script>${text}</script>`, `<p></p><script>${text}</script>`]),
    ).toEqual([expected]);
  });
});
