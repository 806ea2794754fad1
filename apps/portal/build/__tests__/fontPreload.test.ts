import type { IndexHtmlTransformContext } from 'vite';
import { describe, expect, it } from 'vitest';
import { FONT_PRELOAD_ATTRIBUTE, fontPreload } from '../fontPreload';
import { pageHtml } from '../prerender';

const INTER = 'assets/inter-latin-wght-normal-Dx4kXJAl.woff2';
const KUFI = 'assets/noto-kufi-arabic-arabic-wght-normal-CKDa2g8H.woff2';
const KUFI_LATIN = 'assets/noto-kufi-arabic-latin-wght-normal-B3lYk1Rg.woff2';

const INDEX = `<!doctype html>
<html lang="en" dir="ltr">
  <head><title>Government services portal</title></head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** The built `index.html` with a bundle holding `files`. */
function built(files: readonly string[]): string {
  const plugin = fontPreload();
  const transform = plugin.transformIndexHtml as {
    readonly handler: (html: string, context: IndexHtmlTransformContext) => string;
  };
  const bundle = Object.fromEntries(files.map((file) => [file, {}]));
  return transform.handler(INDEX, { bundle } as unknown as IndexHtmlTransformContext);
}

/** The `<link>`s the built script adds to the head of a page at `pathname`. */
function preloadedAt(html: string, pathname: string) {
  const body = /<script data-font-preload[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const links: Record<string, string>[] = [];
  const document = {
    createElement: () => ({}) as Record<string, string>,
    head: { appendChild: (link: Record<string, string>) => links.push(link) },
  };
  new Function('document', 'location', body)(document, { pathname });
  return links;
}

describe('the font preload of the pages the app draws', () => {
  const html = built([KUFI_LATIN, INTER, KUFI, 'assets/index-BuS1vKj2.js']);

  it('asks for Inter’s Latin file on English pages and nothing else', () => {
    expect(preloadedAt(html, '/en/my-utilities')).toEqual([
      {
        rel: 'preload',
        as: 'font',
        type: 'font/woff2',
        crossOrigin: 'anonymous',
        href: `/${INTER}`,
      },
    ]);
  });

  it('asks for Noto Kufi Arabic’s Arabic file on Arabic pages, as the app reads the prefix', () => {
    for (const pathname of ['/ar-AE/my-utilities', '/ar/', '/AR-ae']) {
      expect(preloadedAt(html, pathname).map((link) => link.href)).toEqual([`/${KUFI}`]);
    }
    expect(preloadedAt(html, '/arabic').map((link) => link.href)).toEqual([`/${INTER}`]);
  });

  it('fails the build when a face is missing from it', () => {
    expect(() => built([INTER])).toThrow(/no Inter \(latin\) or Noto Kufi Arabic face/);
  });
});

describe('a prerendered or server-rendered page', () => {
  it('leaves the font preload out: a face asked for that early is counted into its largest paint', () => {
    const html = built([INTER, KUFI, KUFI_LATIN]);
    expect(html).toContain(`<script ${FONT_PRELOAD_ATTRIBUTE}>`);
    const page = pageHtml(html, {
      html: '<main><h1>الصفحة الرئيسية</h1></main>',
      lang: 'ar-AE',
      dir: 'rtl',
      title: undefined,
      snapshot: { mutations: [], queries: [] },
      failed: [],
    });
    expect(page).not.toContain(FONT_PRELOAD_ATTRIBUTE);
    expect(page).not.toContain('.woff2');
  });
});
