import { safeUrl } from '@portal/core';

/** Where a CMS image may be loaded from. */
export interface ImageSourceOptions {
  /** The portal's own origin; relative sources resolve against it. */
  readonly origin: string;
  /** Other https origins images may be loaded from. Default: none. */
  readonly imageOrigins?: readonly string[] | undefined;
}

/**
 * The image source to write back, or `undefined` when it must go. An image is a request the reader's
 * browser makes as the page opens, before anyone clicks: from any site it tells that site who read
 * the page and when (a tracking pixel), and shows whatever that site serves later. So a source must
 * pass core's `safeUrl` with the image allow-list: the portal's own origin, or https on an origin
 * someone decided to trust. That also refuses `data:` (pictures no one reviewed at any address,
 * megabytes inside the content), `javascript:`, `//evil.example` and credentials; the accepted URL's
 * normalised form is written back, never the input. A bare fragment (`#x`) is the page itself, not
 * an image.
 */
export function checkedImageUrl(source: string, options: ImageSourceOptions): string | undefined {
  if (source.trim().startsWith('#')) return undefined;
  const result = safeUrl(source, {
    origin: options.origin,
    allowedOrigins: options.imageOrigins ?? [],
  });
  return result.ok ? result.url.href : undefined;
}

/** One image candidate of a `srcset`: its URL and its descriptor (`2x`, `640w`), if any. */
interface SrcsetCandidate {
  readonly url: string;
  readonly descriptor: string | undefined;
}

const SRCSET_SPACE = /[\t\n\f\r ]/;

/**
 * A `srcset` split as the HTML standard's parser splits it ("parse a srcset attribute"), so what is
 * checked is what a browser would load: a candidate's URL runs to the next whitespace (trailing
 * commas are separators, inner ones belong to the URL), then its descriptors run to the next comma
 * outside parentheses.
 */
function srcsetCandidates(srcset: string): SrcsetCandidate[] {
  const candidates: SrcsetCandidate[] = [];
  let position = 0;
  while (position < srcset.length) {
    while (position < srcset.length && /[\t\n\f\r ,]/.test(srcset[position] ?? '')) position++;
    if (position >= srcset.length) break;
    const urlStart = position;
    while (position < srcset.length && !SRCSET_SPACE.test(srcset[position] ?? '')) position++;
    let url = srcset.slice(urlStart, position);
    if (url.endsWith(',')) {
      url = url.replace(/,+$/, '');
      candidates.push({ url, descriptor: undefined });
      continue;
    }
    const descriptorStart = position;
    let depth = 0;
    while (position < srcset.length) {
      const character = srcset[position];
      if (character === '(') depth++;
      else if (character === ')') depth = Math.max(0, depth - 1);
      else if (character === ',' && depth === 0) break;
      position++;
    }
    const descriptor = srcset.slice(descriptorStart, position).trim();
    position++;
    candidates.push({ url, descriptor: descriptor === '' ? undefined : descriptor });
  }
  return candidates;
}

/** A width (`640w`) or a density (`2x`, `1.5x`): the descriptors written back; others are dropped. */
const KNOWN_DESCRIPTOR = /^(?:\d+w|\d+(?:\.\d+)?x)$/;

/**
 * `srcset` with only the candidates `checkedImageUrl` accepts, each URL in its normalised form and
 * its descriptor as written, or `undefined` when none is left. A candidate whose descriptor is not a
 * plain width or density is left out too: the browser would have ignored it, and writing it back
 * unread could change how the list parses.
 */
export function checkedSrcset(srcset: string, options: ImageSourceOptions): string | undefined {
  const kept = srcsetCandidates(srcset).flatMap(({ url, descriptor }) => {
    if (descriptor !== undefined && !KNOWN_DESCRIPTOR.test(descriptor)) return [];
    const checked = checkedImageUrl(url, options);
    if (checked === undefined) return [];
    return [descriptor === undefined ? checked : `${checked} ${descriptor}`];
  });
  return kept.length === 0 ? undefined : kept.join(', ');
}

/**
 * Applies the image rule to one sanitised element. Only `<img>` may load a source (DOMPurify's
 * configuration removes the other elements that do; a `src` or `srcset` anywhere else is removed all
 * the same). An image whose every source is refused is replaced by its alternative text: the words
 * stay, as a refused link's do, and no broken-image box is drawn.
 */
export function secureImageSources(element: Element, options: ImageSourceOptions): void {
  if (element.tagName !== 'IMG') {
    element.removeAttribute('src');
    element.removeAttribute('srcset');
    return;
  }
  for (const [name, check] of [
    ['src', checkedImageUrl],
    ['srcset', checkedSrcset],
  ] as const) {
    const value = element.getAttribute(name);
    if (value === null) continue;
    const checked = check(value, options);
    if (checked === undefined) element.removeAttribute(name);
    else element.setAttribute(name, checked);
  }
  if (!element.hasAttribute('src') && !element.hasAttribute('srcset')) {
    const alt = element.getAttribute('alt') ?? '';
    element.replaceWith(element.ownerDocument.createTextNode(alt));
  }
}
