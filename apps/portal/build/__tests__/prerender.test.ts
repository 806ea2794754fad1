import { describe, expect, it } from 'vitest';
import { fileOf, pageHtml } from '../prerender';

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
    });
    expect(html).toContain('<html lang="ar-AE" dir="rtl">');
    expect(html).toContain('<div id="root"><main><h1>الصفحة غير موجودة</h1></main></div>');
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
    });
    expect(html).not.toContain('data-font-preload');
    expect(html).toContain('</title>');
    expect(html).toContain('<script>boot()</script>');
  });

  it('refuse a template that lost its root element', () => {
    expect(() =>
      pageHtml(TEMPLATE.replace('<div id="root"></div>', ''), {
        html: '',
        lang: 'en',
        dir: 'ltr',
        title: undefined,
      }),
    ).toThrow(/lost <div id="root">/);
  });
});
