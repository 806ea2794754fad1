import type { WindowLike } from 'dompurify';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../styles.css';
import { SafeHtml } from '../SafeHtml';
import { SafeHtmlWindowProvider } from '../SafeHtmlWindow';
import { sanitizeCmsHtml } from '../sanitizeCmsHtml';
import { HOSTILE_HTML } from '../safeHtmlStoryContent';

declare global {
  interface Window {
    __safeHtmlPwned?: string;
  }
}

const ORIGIN = 'https://www.portal.example';
const clean = (html: string, allowedOrigins: readonly string[] = []) => {
  const holder = document.createElement('div');
  holder.innerHTML = sanitizeCmsHtml(html, { origin: ORIGIN, allowedOrigins });
  return holder;
};

/** Lets image errors, load and toggle events fire, should any handler have survived. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

afterEach(() => {
  delete window.__safeHtmlPwned;
});

describe('sanitizeCmsHtml', () => {
  it.each([
    ['a script', '<script>window.__safeHtmlPwned = 1</script>', 'script'],
    ['an img onerror', '<img src="x" onerror="window.__safeHtmlPwned = 1">', '[onerror]'],
    ['an svg onload', '<svg onload="window.__safeHtmlPwned = 1"></svg>', 'svg'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>', 'iframe'],
    ['an object', '<object data="x.swf"></object>', 'object'],
    ['an embed', '<embed src="x.swf">', 'embed'],
    ['a style element', '<style>body{display:none}</style>', 'style'],
    ['a style attribute', '<p style="position:fixed">x</p>', '[style]'],
    ['a class attribute', '<p class="fixed inset-0">x</p>', '[class]'],
    [
      'a nested form',
      '<div><form action="https://evil.example"><input name="pin"><button>Go</button></form></div>',
      'form, input, button',
    ],
    ['a dialog', '<dialog open>Hi</dialog>', 'dialog'],
    ['a popover', '<div popover>Hi</div>', '[popover]'],
    ['an image map', '<map name="m"><area href="javascript:alert(1)"></map>', 'map, area'],
    ['a data attribute', '<p data-slot="card-link">x</p>', '[data-slot]'],
    [
      'a MathML confusion',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      'math, [onerror], style',
    ],
  ])('removes %s', (_, html, selector) => {
    expect(clean(html).querySelectorAll(selector)).toHaveLength(0);
  });

  it.each([
    ['javascript:', 'javascript:window.__safeHtmlPwned=1'],
    ['JaVaScRiPt: with a tab', 'java\tscript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['protocol-relative', '//evil.example/login'],
    ['backslash', '/\\evil.example'],
    ['plain http elsewhere', 'http://evil.example/'],
    ['an origin not allowed', 'https://evil.example/'],
    ['credentials', 'https://www.portal.example@evil.example/'],
    ['encoded slashes', '/%2F%2Fevil.example'],
  ])('drops a %s href and keeps the words', (_, href) => {
    const holder = clean(
      `<p><a href="${href.replace(/"/g, '&quot;')}" target="_blank">Words</a></p>`,
    );
    const link = holder.querySelector('a')!;
    expect(link.hasAttribute('href')).toBe(false);
    expect(link.hasAttribute('target')).toBe(false);
    expect(holder.textContent).toBe('Words');
  });

  it('keeps same-origin and allowed links, written back in their normalised form', () => {
    const holder = clean(
      '<a href="/en/darb/faq">FAQ</a><a href="https://www.darb.example/terms?x=1">Darb</a>',
      ['https://www.darb.example'],
    );
    const [faq, darb] = holder.querySelectorAll('a');
    expect(faq!.getAttribute('href')).toBe('https://www.portal.example/en/darb/faq');
    expect(darb!.getAttribute('href')).toBe('https://www.darb.example/terms?x=1');
  });

  it('keeps a phone link as its digits, and nothing else after tel:', () => {
    const holder = clean(
      [
        '<a href="tel:999">999</a>',
        '<a href="TEL:+971 2-666 0000">Centre</a>',
        '<a href="tel:999;ext=javascript:alert(1)">A</a>',
        '<a href="tel:">B</a>',
        '<a href="tel:9">C</a>',
        '<a href="tel:1234567890123456">D</a>',
        '<a href="tel:--999">E</a>',
      ].join(''),
    );
    const hrefs = [...holder.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['tel:999', 'tel:+97126660000', null, null, null, null, null]);
  });

  it('gives new-tab links rel="noopener noreferrer" and the hint, and drops other targets', () => {
    const holder = document.createElement('div');
    holder.innerHTML = sanitizeCmsHtml(
      '<a href="/a" target="_BLANK" rel="opener">A</a><a href="/b" target="_top">B</a>',
      { origin: ORIGIN, newTabHint: 'opens in a new tab' },
    );
    const [blank, top] = holder.querySelectorAll('a');
    expect(blank!.getAttribute('target')).toBe('_blank');
    expect(blank!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(blank!.textContent).toBe('A (opens in a new tab)');
    expect(top!.hasAttribute('target')).toBe(false);
    expect(top!.textContent).toBe('B');
  });

  it('prefixes ids and points in-page links at them', () => {
    const holder = clean('<h2 id="fees">Fees</h2><a href="#fees">Fees</a><a href="#">Top</a>');
    expect(holder.querySelector('h2')!.id).toBe('user-content-fees');
    const [fees, top] = holder.querySelectorAll('a');
    expect(fees!.getAttribute('href')).toBe('#user-content-fees');
    expect(top!.getAttribute('href')).toBe('#');
  });

  it('keeps ordinary content: headings, lists, tables, emphasis, images with https sources', () => {
    const html =
      '<h2>T</h2><p><strong>a</strong> <em>b</em></p><ul><li>1</li></ul><ol><li>2</li></ol>' +
      '<table><tr><th>h</th><td>d</td></tr></table><img src="https://www.portal.example/i.png" alt="Map">';
    const holder = clean(html);
    for (const selector of [
      'h2',
      'strong',
      'em',
      'ul li',
      'ol li',
      'table th',
      'table td',
      'img[alt="Map"]',
    ])
      expect(holder.querySelector(selector), selector).not.toBeNull();
  });
});

describe('sanitizeCmsHtml: images only from the portal and the image allow-list', () => {
  const CDN = 'https://cdn.portal.example';
  const cleanImages = (html: string, imageOrigins: readonly string[] = [CDN]) => {
    const holder = document.createElement('div');
    holder.innerHTML = sanitizeCmsHtml(html, { origin: ORIGIN, imageOrigins });
    return holder;
  };
  /** Every URL-bearing attribute left in the output, as `name=value`. */
  const sourcesIn = (holder: Element) =>
    [...holder.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes]
        .filter(({ name }) => /^(src|srcset|background|poster|style|href)$/.test(name))
        .map(({ name, value }) => `${element.localName}[${name}=${value}]`),
    );

  it.each([
    ['a remote image', 'https://evil.example/pixel.png'],
    ['a protocol-relative image', '//evil.example/pixel.png'],
    ['a data: image', 'data:image/png;base64,iVBORw0KGgo='],
    ['an SVG data: image', 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>'],
    ['plain http on an allowed origin', 'http://cdn.portal.example/a.png'],
    ['credentials before another host', 'https://www.portal.example@evil.example/a.png'],
    ['a backslash path', '/\\evil.example/a.png'],
    ['encoded slashes', '/%2F%2Fevil.example/a.png'],
    ['a javascript: source', 'javascript:alert(1)'],
    ['a fragment (the page itself)', '#top'],
  ])('replaces %s by its alternative text', (_, source) => {
    const holder = cleanImages(
      `<p>Before <img src="${source.replace(/"/g, '&quot;')}" alt="Toll gate map"> after</p>`,
    );
    expect(holder.querySelectorAll('img')).toHaveLength(0);
    expect(sourcesIn(holder)).toEqual([]);
    expect(holder.textContent).toBe('Before Toll gate map after');
  });

  it('keeps images from the portal and the allow-list, written back normalised', () => {
    const holder = cleanImages(
      '<img src="/media/gate.png" alt="Gate"><img src="https://cdn.portal.example/a.png?v=2" alt="A">' +
        '<img src="https://WWW.portal.example/b.png" alt="B">',
    );
    expect([...holder.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual([
      'https://www.portal.example/media/gate.png',
      'https://cdn.portal.example/a.png?v=2',
      'https://www.portal.example/b.png',
    ]);
  });

  it('keeps only the allowed candidates of a srcset with mixed origins', () => {
    const holder = cleanImages(
      '<img alt="Gate" src="/gate.png" srcset="' +
        '/gate-1x.png 1x, https://evil.example/gate-2x.png 2x,' +
        '//evil.example/a.png 3x, data:image/png;base64,AAAA 4x, https://cdn.portal.example/gate.png?a=1,2 640w">',
    );
    const image = holder.querySelector('img')!;
    expect(image.getAttribute('srcset')).toBe(
      'https://www.portal.example/gate-1x.png 1x, https://cdn.portal.example/gate.png?a=1,2 640w',
    );
    expect(image.getAttribute('src')).toBe('https://www.portal.example/gate.png');
  });

  it('drops a srcset with no allowed candidate, and an image left with no source', () => {
    const onlyRemote = cleanImages(
      '<img alt="Gate" src="/gate.png" srcset="https://evil.example/a.png 1x, //evil.example/b.png 2x">',
    );
    expect(onlyRemote.querySelector('img')!.hasAttribute('srcset')).toBe(false);
    expect(onlyRemote.querySelector('img')!.getAttribute('src')).toBe(
      'https://www.portal.example/gate.png',
    );
    const nothingLeft = cleanImages(
      '<img alt="Gate" src="https://evil.example/a.png" srcset="https://evil.example/a.png 2x">',
    );
    expect(nothingLeft.querySelectorAll('img')).toHaveLength(0);
    expect(nothingLeft.textContent).toBe('Gate');
  });

  it('reads a srcset as a browser does: a candidate with an unreadable descriptor goes', () => {
    const holder = cleanImages(
      '<img alt="" srcset="/a.png 2x (https://evil.example/b.png 3x), /c.png,, /d.png 100w">',
    );
    expect(holder.querySelector('img')!.getAttribute('srcset')).toBe(
      'https://www.portal.example/c.png, https://www.portal.example/d.png 100w',
    );
  });

  it('with no allow-list, keeps only the portal’s own images', () => {
    const holder = cleanImages(
      '<img src="https://cdn.portal.example/a.png" alt="A"><img src="/b.png" alt="B">',
      [],
    );
    expect(sourcesIn(holder)).toEqual(['img[src=https://www.portal.example/b.png]']);
    expect(holder.textContent).toBe('A');
  });

  it.each([
    [
      'a table background',
      '<table background="https://evil.example/t.png"><tr><td>x</td></tr></table>',
    ],
    [
      'a cell background',
      '<table><tr><td background="https://evil.example/c.png">x</td></tr></table>',
    ],
    [
      'a video poster',
      '<video poster="https://evil.example/p.png"></video><p poster="https://evil.example/q.png">x</p>',
    ],
    [
      'a picture source',
      '<picture><source srcset="https://evil.example/s.png 1x"><img src="/i.png" alt="I"></picture>',
    ],
    ['an inline style url()', '<p style="background:url(https://evil.example/s.png)">x</p>'],
    [
      'a style element url()',
      '<style>p{background:url(https://evil.example/s.png)}</style><p>x</p>',
    ],
    ['an input image', '<input type="image" src="https://evil.example/i.png">'],
    ['an srcset on another element', '<p srcset="https://evil.example/p.png 1x">x</p>'],
  ])('loads nothing from %s', (_, html) => {
    const sources = sourcesIn(cleanImages(html));
    expect(sources.filter((source) => source.includes('evil.example'))).toEqual([]);
  });

  it('keeps a picture’s own image when its source goes', () => {
    const holder = cleanImages(
      '<picture><source srcset="https://evil.example/s.png"><img src="/i.png" alt="I"></picture>',
    );
    expect(holder.querySelector('picture > img')!.getAttribute('src')).toBe(
      'https://www.portal.example/i.png',
    );
    expect(holder.querySelectorAll('source')).toHaveLength(0);
  });
});

describe('SafeHtml', () => {
  it('runs nothing from hostile markup and leaves nothing unsafe in the page', async () => {
    await render(<SafeHtml html={HOSTILE_HTML} data-testid="content" />);
    await settle();
    expect(window.__safeHtmlPwned).toBeUndefined();
    const content = page.getByTestId('content').element();
    expect(
      content.querySelectorAll('script, svg, iframe, object, form, input, button, style'),
    ).toHaveLength(0);
    const attributes = [...content.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes].map((attribute) => `${attribute.name}=${attribute.value}`),
    );
    expect(
      attributes.filter((text) => /^on|javascript:|data:|^style=|^class=/i.test(text)),
    ).toEqual([]);
    expect(page.getByRole('link').all()).toHaveLength(0);
    // Clicking what used to be a javascript: link does nothing.
    await userEvent.click(page.getByText('javascript link'));
    await settle();
    expect(window.__safeHtmlPwned).toBeUndefined();
    await expect.element(page.getByText('Before')).toBeVisible();
  });

  it('proves the payloads are live: unsanitised, the same markup would run', async () => {
    // The control for the test above: without the sanitiser the img payload fires.
    const holder = document.createElement('div');
    holder.innerHTML = '<img src="x" onerror="window.__safeHtmlPwned = \'img\'">';
    document.body.append(holder);
    // The image's error event comes when its load fails, which takes longer on a loaded machine.
    await expect.poll(() => window.__safeHtmlPwned, { timeout: 10_000 }).toBe('img');
    holder.remove();
  });

  it('checks links against the allowed origins it is given', async () => {
    const html = '<a href="https://www.darb.example/terms">Darb</a>';
    const { rerender } = await render(<SafeHtml html={html} origin={ORIGIN} />);
    expect(page.getByRole('link').all()).toHaveLength(0);
    await rerender(
      <SafeHtml html={html} origin={ORIGIN} allowedOrigins={['https://www.darb.example']} />,
    );
    await expect
      .element(page.getByRole('link', { name: 'Darb' }))
      .toHaveAttribute('href', 'https://www.darb.example/terms');
  });

  it('styles headings and links with the portal typography and colours', async () => {
    await render(<SafeHtml html={'<h2>Title</h2><p><a href="/x">Link</a></p>'} />);
    const heading = getComputedStyle(page.getByRole('heading', { name: 'Title' }).element());
    expect(heading.fontSize).toBe('24px');
    const link = getComputedStyle(page.getByRole('link', { name: 'Link' }).element());
    expect(link.color).toBe('rgb(26, 94, 154)');
    expect(link.textDecorationLine).toBe('underline');
  });

  it('passes id, aria and ref to its root', async () => {
    let element: HTMLDivElement | null = null;
    await render(
      <SafeHtml
        html="<p>x</p>"
        id="terms"
        aria-label="Terms"
        ref={(node) => {
          element = node;
        }}
      />,
    );
    const root = document.getElementById('terms')!;
    expect(root.getAttribute('aria-label')).toBe('Terms');
    expect(element).toBe(root);
  });

  it('asks no other site for an image as it shows the content (issue O, item 4)', async () => {
    // Another origin that answers (the test server under its other name), so an image that was
    // asked for leaves a resource entry whatever the answer; evil.example would fail before one.
    const otherHost = location.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1';
    const other = `${location.protocol}//${otherHost}:${location.port}`;
    const marker = `pixel-${Date.now()}`;
    await render(
      <SafeHtml
        data-testid="content"
        imageOrigins={['https://cdn.portal.example']}
        html={
          `<p>Terms</p><img src="${other}/${marker}.png" alt="Remote">` +
          `<img alt="Set" srcset="${other}/${marker}-2x.png 2x">` +
          `<table background="${other}/${marker}-t.png"><tr><td>x</td></tr></table>` +
          `<img src="/${marker}-own.png" alt="Own">`
        }
      />,
    );
    const asked = () =>
      performance
        .getEntriesByType('resource')
        .map(({ name }) => name)
        .filter((name) => name.includes(marker));
    // The portal's own image is asked for: the page did load its images.
    await expect.poll(() => asked().some((name) => name.includes(`${marker}-own`))).toBe(true);
    expect(asked().filter((name) => name.startsWith(other))).toEqual([]);
    await expect.element(page.getByTestId('content')).toHaveTextContent(/Remote/);
    await expect.element(page.getByRole('img', { name: 'Own' })).toBeInTheDocument();
    expect(page.getByRole('img', { name: 'Remote' }).all()).toHaveLength(0);
  });
});

describe('sanitising in another window (a server renderer’s)', () => {
  /** A window of its own, as a server renderer's jsdom window is: not the page's. */
  function otherWindow() {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const { contentWindow } = frame;
    if (!contentWindow) throw new Error('no frame window');
    // A frame's window has the DOM classes DOMPurify needs (TypeScript's Window type does not list them).
    const window = contentWindow as unknown as WindowLike & Window;
    return { window, remove: () => frame.remove() };
  }

  it('gives the same clean markup as in the page’s window, made in the window given', () => {
    const other = otherWindow();
    try {
      const options = { origin: ORIGIN, newTabHint: 'opens in a new tab' };
      const inOther = sanitizeCmsHtml(HOSTILE_HTML, { ...options, window: other.window });
      expect(inOther).toBe(sanitizeCmsHtml(HOSTILE_HTML, options));
      expect(inOther).not.toMatch(/<script|onerror|javascript:/i);
      expect(other.window.__safeHtmlPwned).toBeUndefined();
    } finally {
      other.remove();
    }
  });

  it('uses the window given: one without a DOM to parse in gives nothing, never the input', () => {
    const bare = { document: undefined } as unknown as WindowLike;
    expect(sanitizeCmsHtml('<p>Opening hours</p>', { origin: ORIGIN, window: bare })).toBe('');
  });

  it('SafeHtml sanitises in the window a SafeHtmlWindowProvider gives', async () => {
    const other = otherWindow();
    try {
      const screen = await render(
        <SafeHtmlWindowProvider window={other.window}>
          <SafeHtml
            html={'<h2>Opening hours</h2><img src=x onerror="window.__safeHtmlPwned=1">'}
            origin={ORIGIN}
          />
        </SafeHtmlWindowProvider>,
      );
      await expect.element(screen.getByRole('heading', { name: 'Opening hours' })).toBeVisible();
      await settle();
      expect(screen.container.querySelector('[onerror]')).toBeNull();
      expect(window.__safeHtmlPwned).toBeUndefined();
    } finally {
      other.remove();
    }
  });
});
