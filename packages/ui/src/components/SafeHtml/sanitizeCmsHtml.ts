import { safeUrl } from '@portal/core';
import DOMPurify, { type Config, type DOMPurify as Purifier, type WindowLike } from 'dompurify';
import { secureImageSources } from './imageSources';

export interface SanitizeCmsHtmlOptions {
  /** The portal's own origin (`https://www.portal.example`); relative links resolve against it. */
  readonly origin: string;
  /** Other https origins links may lead to (core's `safeUrl` allow-list). Default: none. */
  readonly allowedOrigins?: readonly string[];
  /**
   * Other https origins images may be loaded from, each like `https://cdn.portal.example`. Images
   * anywhere else (and `data:` images) are replaced by their alternative text. Default: none, only
   * the portal's own origin. A list of its own: a site people may be sent to is not thereby one
   * every reader's browser should call as the page opens.
   */
  readonly imageOrigins?: readonly string[];
  /**
   * Translated words added, for assistive technology only, to each link that opens a new tab
   * ("opens in a new tab"). Omitted: nothing is added.
   */
  readonly newTabHint?: string;
  /**
   * The window DOMPurify parses and cleans in. Default: the page's. A server renderer, which has no
   * DOM, passes one of its own (a jsdom window, DOMPurify's supported one in Node) so that the page
   * it draws carries the content.
   */
  readonly window?: WindowLike;
}

/** A purifier per window given in the options, made once (the page's is DOMPurify's default). */
const purifiers = new WeakMap<WindowLike, Purifier>();

function purifierOf(window: WindowLike | undefined): Purifier {
  if (window === undefined) return DOMPurify;
  let purifier = purifiers.get(window);
  if (!purifier) {
    purifier = DOMPurify(window);
    purifiers.set(window, purifier);
  }
  return purifier;
}

/**
 * Prefix DOMPurify gives every `id` and `name` under `SANITIZE_NAMED_PROPS`, so content cannot
 * clobber `document.x` properties or collide with the page's own ids. In-page links are rewritten to
 * match.
 */
const NAMED_PROPS_PREFIX = 'user-content-';

/**
 * What CMS content may contain: ordinary HTML (no SVG or MathML, where most parser-confusion attacks
 * live), without anything that runs, submits, embeds, restyles or floats over the page.
 */
const PURIFY_CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    // Restyle the page or embed other documents and plug-ins.
    'style',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'template',
    // Forms and their controls: content must never collect input or post it anywhere.
    'form',
    'input',
    'button',
    'select',
    'option',
    'optgroup',
    'textarea',
    'datalist',
    'output',
    'fieldset',
    'legend',
    // Top-layer and media elements that could cover the page or play on their own. `source` also
    // carries a `srcset` of its own inside `<picture>`: without it the picture shows its `<img>`,
    // whose sources are checked below.
    'dialog',
    'audio',
    'video',
    'source',
    'track',
    // Image maps carry their own hrefs, which the link check below does not walk.
    'map',
    'area',
  ],
  FORBID_ATTR: [
    // The page's theme and layout rule: no inline styles, and no utility classes that could, say,
    // stretch a link over the whole page.
    'style',
    'class',
    'tabindex',
    'autofocus',
    'popover',
    'popovertarget',
    'popovertargetaction',
    'download',
    // Images loaded from outside the source check below: a table's or cell's `background` picture
    // and a video's `poster` (the video itself is gone; the attribute goes with it).
    'background',
    'poster',
  ],
  // Allowed so that `_blank` links can be kept (and made safe) below; other targets are removed.
  ADD_ATTR: ['target'],
  ALLOW_DATA_ATTR: false,
  SANITIZE_NAMED_PROPS: true,
  RETURN_DOM_FRAGMENT: true as const,
} satisfies Config;

/** `tel:` and a phone number: a plus at most, then 2–15 digits, spaces and hyphens between them. */
const PHONE_HREF = /^tel:(\+?\d(?:[ -]?\d){1,14})$/i;

/**
 * A phone link of the content (`tel:999`, an emergency number to call from a phone) as the digits
 * alone (`tel:+97126660000`), or `undefined` for anything else: no parameters, no other scheme.
 */
function phoneHref(href: string): string | undefined {
  const number = PHONE_HREF.exec(href.trim())?.[1];
  return number === undefined ? undefined : `tel:${number.replace(/[ -]/g, '')}`;
}

/**
 * The link's new href, or `undefined` when it must go: a phone link (`tel:` and a number) is kept as
 * its digits; every other href passes core's `safeUrl` (https on an allowed origin, or the portal's
 * own origin), and the accepted URL's normalised form is written back, never the input. In-page links (`#terms-3`) stay in-page, pointed at the prefixed ids.
 */
function checkedHref(href: string, options: SanitizeCmsHtmlOptions): string | undefined {
  const phone = phoneHref(href);
  if (phone !== undefined) return phone;
  const result = safeUrl(href, { origin: options.origin, allowedOrigins: options.allowedOrigins });
  if (!result.ok) return undefined;
  if (href.startsWith('#')) {
    const fragment = result.url.hash.slice(1);
    if (fragment === '') return '#';
    return fragment.startsWith(NAMED_PROPS_PREFIX)
      ? `#${fragment}`
      : `#${NAMED_PROPS_PREFIX}${fragment}`;
  }
  return result.url.href;
}

function secureLink(link: HTMLAnchorElement, options: SanitizeCmsHtmlOptions): void {
  const href = link.getAttribute('href');
  const safe = href === null ? undefined : checkedHref(href, options);
  if (safe === undefined) {
    // The words stay; the element is no longer a link.
    link.removeAttribute('href');
    link.removeAttribute('target');
    link.removeAttribute('rel');
    return;
  }
  link.setAttribute('href', safe);
  const target = link.getAttribute('target');
  if (target === null) return;
  if (target.toLowerCase() !== '_blank') {
    // _top, _parent or a named frame could navigate the portal itself.
    link.removeAttribute('target');
    return;
  }
  link.setAttribute('target', '_blank');
  // The new tab gets no handle on this one (window.opener) and no referrer.
  link.setAttribute('rel', 'noopener noreferrer');
  if (options.newTabHint) {
    const hint = link.ownerDocument.createElement('span');
    hint.className = 'sr-only';
    hint.textContent = ` (${options.newTabHint})`;
    link.append(hint);
  }
}

/**
 * CMS HTML (the Darb terms, S6.6) made safe to insert with `innerHTML`: DOMPurify 3 removes scripts,
 * event handlers, `javascript:` and `data:` URLs, embeds, forms, styles and SVG; then every link's
 * href is checked with core's `safeUrl` (unsafe hrefs are removed, their text kept) and links that
 * open a new tab get `rel="noopener noreferrer"`; every image source (`src` and each `srcset`
 * candidate) must be on the portal's own origin or `imageOrigins` (`imageSources.ts`), and an
 * image left without one is replaced by its alternative text. Inline styles, `<style>`,
 * `background` and `poster` are removed outright, so no other picture is loaded either.
 *
 * Returns an empty string where there is no DOM to sanitise with (server rendering without
 * `options.window`): DOMPurify would hand the input back untouched there, and untouched CMS HTML is
 * never inserted.
 *
 * @throws {RangeError} when `options.origin` or an allowed origin is not an http(s) origin
 *   (a configuration mistake, from core's `safeUrl`).
 */
export function sanitizeCmsHtml(html: string, options: SanitizeCmsHtmlOptions): string {
  const purifier = purifierOf(options.window);
  if (!purifier.isSupported) return '';
  const fragment = purifier.sanitize(html, PURIFY_CONFIG);
  for (const link of fragment.querySelectorAll('a')) secureLink(link, options);
  // Every image, also one whose source DOMPurify already removed (`javascript:`): none is left blank.
  for (const element of fragment.querySelectorAll('img, [src], [srcset]')) {
    secureImageSources(element, { origin: options.origin, imageOrigins: options.imageOrigins });
  }
  // Serialised in the sanitiser's own inert document, where nothing loads or runs.
  const holder = (fragment.ownerDocument ?? document).createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}
