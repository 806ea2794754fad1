import type { PortalLocale } from '@portal/core';

/**
 * On `<html>` while the pages are set in the brand faces (Inter, Noto Kufi Arabic); without it
 * they use the system's faces (the app's stylesheet).
 *
 * Why: a web face that arrives after the first paint re-sets every line, and a page drawn from its
 * prerendered HTML then moves under the reader (Lighthouse measured a layout shift of 0.14 on the
 * Arabic home page); a face asked for before the first paint makes that paint wait for it (the
 * 124 KB Arabic face doubled the home page's largest paint on a phone). So a prerendered page is
 * first drawn in the system's faces, and the brand face is set only where it costs neither:
 * - pages that are not prerendered are drawn by the app, after its scripts; the face is preloaded
 *   as the document starts (build/fontPreload.ts) and is there in time: that script sets the mark;
 * - a browser that has fetched the page language's face before (it is cached for a year) gets it
 *   from the first paint: a head script (build/fontPreload.ts) declares it with `optional` display
 *   and sets the mark `cached` from `BRAND_FONT_KEY` (evicted, the page keeps the system's faces);
 * - on a first visit the face is fetched quietly after the page has loaded (`warmBrandFont`), for
 *   the next page load.
 */
export const BRAND_FONT_ATTRIBUTE = 'data-brand-font';

/** `localStorage` keys (`portal.brandFont.en`, `portal.brandFont.ar`): this browser has the face. */
export const BRAND_FONT_KEY = 'portal.brandFont';

/**
 * The value of the mark, and the family, of a face set from the cache (build/fontPreload.ts): the
 * same file declared again with `font-display: optional`, so a face evicted from the cache is never
 * swapped in late; the stylesheet sets the pages in it.
 */
export const CACHED_FACE_MARK = 'cached';
export const CACHED_FACE_FAMILY = 'Portal Cached Face';

/** The face a page language is set in, and a character of its script (which face to fetch). */
function faceOf(locale: PortalLocale): {
  readonly font: string;
  readonly sample: string;
  readonly key: string;
} {
  return locale === 'ar-AE'
    ? // Both of the face's files an Arabic page uses: its Arabic letters and its Latin ones.
      { font: '1em "Noto Kufi Arabic Variable"', sample: 'عa', key: `${BRAND_FONT_KEY}.ar` }
    : { font: '1em "Inter Variable"', sample: 'a', key: `${BRAND_FONT_KEY}.en` };
}

/**
 * After the page has loaded, fetches the page language's brand face without setting it (the page
 * keeps the faces it was drawn in) and remembers that this browser has it, so the next page load
 * is set in it from the first paint. Does nothing where the page already uses it.
 */
export function warmBrandFont(locale: PortalLocale, win: Window = window): void {
  const root = win.document.documentElement;
  if (root.hasAttribute(BRAND_FONT_ATTRIBUTE) || !('fonts' in win.document)) return;
  const { font, sample, key } = faceOf(locale);
  const fetchFace = () => {
    win.document.fonts
      .load(font, sample)
      .then((faces) => {
        if (faces.length === 0) return;
        try {
          win.localStorage.setItem(key, '1');
        } catch {
          // Storage switched off: the face is still cached; the next page starts in system faces.
        }
      })
      .catch(() => {
        // Not fetched (offline): the pages keep the system's faces.
      });
  };
  if (win.document.readyState === 'complete') win.setTimeout(fetchFace, 0);
  else win.addEventListener('load', () => win.setTimeout(fetchFace, 0), { once: true });
}
