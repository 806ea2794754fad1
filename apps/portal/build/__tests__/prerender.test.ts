import { describe, expect, it } from 'vitest';
import { CONTENT_SNAPSHOT_ID } from '../../src/app/contentSnapshot';
import type { PrerenderedPage } from '../../src/prerender';
import { fileOf, pageHtml } from '../prerender';

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
});
