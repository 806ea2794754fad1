import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../styles.css';
import { SafeHtml } from '../SafeHtml';
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
});
