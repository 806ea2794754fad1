import { describe, expect, it } from 'vitest';
import { CONTENT_SNAPSHOT_ID } from '../../src/platform/boot/contentSnapshot';
import type { PrerenderedPage } from '../../src/prerender';
import { fileOf, pageHtml } from '../prerender';
import { replaceLiterally } from '../replaceLiterally';

const NO_CONTENT: Pick<PrerenderedPage, 'snapshot' | 'failed'> = {
  snapshot: { mutations: [], queries: [] },
  failed: [],
};

const TEMPLATE = `<!doctype html>
<html lang="en" dir="ltr">
  <head><title>Government services portal</title></head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('prerendered pages', () => {
  it('are written where the preview server looks for them', () => {
    expect(fileOf('/en/')).toBe('en/index.html');
    expect(fileOf('/ar-AE/404')).toBe('ar-AE/404.html');
  });

  it('carry the page in #root, its language on <html> and its title', () => {
    const html = pageHtml(TEMPLATE, {
      html: '<main><h1>الصفحة غير موجودة</h1></main>',
      lang: 'ar-AE',
      dir: 'rtl',
      title: 'الصفحة غير موجودة – <الخدمات> & more',
      ...NO_CONTENT,
    });
    expect(html).toContain('<html lang="ar-AE" dir="rtl">');
    expect(html).toContain('<div id="root"><main><h1>الصفحة غير موجودة</h1></main></div><script');
    expect(html).toContain('<title>الصفحة غير موجودة – &lt;الخدمات> &amp; more</title>');
  });

  it('carry the description and, when the page gives them, its canonical and hreflang links', () => {
    const template = TEMPLATE.replace(
      '<title>',
      '<meta\n      name="description"\n      content="Government services portal."\n    />\n<title>',
    );
    const html = pageHtml(template, {
      html: '<main></main>',
      lang: 'en',
      dir: 'ltr',
      title: 'A service',
      description: 'Fees & "steps" <of> $& it',
      links: {
        canonical: 'https://portal.example.ae/en/services/a/b/c?x=1&y="2"',
        alternates: [
          { hreflang: 'en', href: 'https://portal.example.ae/en/services/a/b/c' },
          { hreflang: 'ar-AE', href: 'https://portal.example.ae/ar-AE/services/a/b/c' },
        ],
      },
      ...NO_CONTENT,
    });
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain(
      '<meta name="description" content="Fees &amp; &quot;steps&quot; &lt;of> $&amp; it" />',
    );
    expect(html).toContain(
      '<link rel="canonical" href="https://portal.example.ae/en/services/a/b/c?x=1&amp;y=&quot;2&quot;">',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="ar-AE" href="https://portal.example.ae/ar-AE/services/a/b/c"></head>',
    );
    const plain = pageHtml(TEMPLATE, {
      html: '',
      lang: 'en',
      dir: 'ltr',
      title: undefined,
      description: 'Only this',
      ...NO_CONTENT,
    });
    expect(plain).toContain('<meta name="description" content="Only this" /></head>');
    expect(plain).not.toContain('<link');
  });

  it('leave out the font preload: their text is painted from the HTML, before any face', () => {
    const template = TEMPLATE.replace(
      '</title>',
      `</title>\n    <script data-font-preload>(function(d,p){d.head})(document,location.pathname)</script>`,
    ).replace('</body>', '<script>boot()</script></body>');
    const html = pageHtml(template, {
      html: '<main></main>',
      lang: 'en',
      dir: 'ltr',
      title: undefined,
      ...NO_CONTENT,
    });
    expect(html).not.toContain('data-font-preload');
    expect(html).toContain('</title>');
    expect(html).toContain('<script>boot()</script>');
  });

  it('carry the content they were drawn with, where no answer can end the script early', () => {
    const snapshot = {
      mutations: [],
      queries: [
        {
          queryKey: ['portal', 'portal.topBanner', 'en', {}],
          queryHash: '["portal","portal.topBanner","en",{}]',
          state: { data: { Title: '</script><script>alert(1)</script>' } },
        },
      ],
    };
    const html = pageHtml(TEMPLATE, {
      html: '<main></main>',
      lang: 'en',
      dir: 'ltr',
      title: undefined,
      snapshot: snapshot as never,
      failed: [],
    });
    const script = new RegExp(
      `<script type="application/json" id="${CONTENT_SNAPSHOT_ID}">(.*?)</script>`,
    ).exec(html);
    expect(script?.[1]).toBeDefined();
    expect(script?.[1]).not.toContain('<');
    expect(JSON.parse(script?.[1] ?? '')).toEqual(snapshot);
  });

  it('refuse a template that lost its root element', () => {
    expect(() =>
      pageHtml(TEMPLATE.replace('<div id="root"></div>', ''), {
        html: '',
        lang: 'en',
        dir: 'ltr',
        title: undefined,
        ...NO_CONTENT,
      }),
    ).toThrow(/lost <div id="root">/);
  });

  // Issue O, item 3: a search for `$`` came out with every script of the head pasted into #root
  // (22 script tags instead of 6, and a hydration error): a replacement *string* reads `$` patterns.
  describe.each([
    ['$`', 'the text before the match'],
    ["$'", 'the text after the match'],
    ['$&', 'the match'],
    ['$$', 'one dollar sign'],
    ['$1', 'a numbered group'],
    ['$<name>', 'a named group'],
  ])('with %s (%s) in what the reader typed', (pattern) => {
    const template = `<!doctype html>
<html lang="en" dir="ltr">
  <head><title>Government services portal</title><script>theme()</script></head>
  <body>
    <div id="root"></div>
    <script>boot()</script>
  </body>
</html>`;
    const scriptsOf = (html: string) => html.match(/<script\b/g)?.length ?? 0;
    const page = {
      html: `<main><h1>Results for “a${pattern}b”</h1><input value="a${pattern}b"></main>`,
      lang: 'en',
      dir: 'ltr' as const,
      title: `a${pattern}b – Search results`,
      ...NO_CONTENT,
    };

    it('puts the page into #root as it is, and nothing else', () => {
      const html = pageHtml(template, page);
      expect(html).toContain(`<div id="root">${page.html}</div><script`);
      // The template's two scripts and the content snapshot: no copy of the head in the body.
      expect(scriptsOf(html)).toBe(scriptsOf(template) + 1);
      expect(html.match(/<div id="root">/g)).toHaveLength(1);
      expect(html.match(/<\/html>/g)).toHaveLength(1);
    });

    it('puts the title into <title> as it is', () => {
      const html = pageHtml(template, page);
      const text = pattern.replace('&', '&amp;').replace('<', '&lt;');
      expect(html).toContain(`<title>a${text}b – Search results</title>`);
      expect(html.match(/<title>/g)).toHaveLength(1);
    });

    it('is put in literally by replaceLiterally, with a string or a pattern to find', () => {
      expect(replaceLiterally('x<i></i>y', '<i></i>', `<i>${pattern}</i>`)).toBe(
        `x<i>${pattern}</i>y`,
      );
      expect(replaceLiterally('x<i>(z)</i>y', /<i>(?<name>[^<]*)<\/i>/, pattern)).toBe(
        `x${pattern}y`,
      );
    });
  });
});
