import type { PortalLocale } from '@portal/core';

/**
 * On `<html>` while the pages are set in the brand faces (Inter, Noto Kufi Arabic); without it
 * they are set in the brand faces' metric-matched fallbacks (system faces resized to the brand
 * face's widths and line box: src/fonts.css, the app's stylesheet).
 *
 * Why: a prerendered page's first paint must not wait for a face, nor count one into its largest
 * paint. Lighthouse's simulated timings take every font request that finished before the page's
 * first (or largest) paint as needed for that paint and replay it on a slow phone network: a face
 * asked for by the stylesheet (even with `font-display: swap`) raised /en/about's FCP from 775 to
 * 1,214 ms and put the Arabic home's LCP at 1.88x the empty page (the 124 KB Arabic face competed
 * with the hero image). So the brand face is set only where it costs neither:
 * - pages that are not prerendered are drawn by the app, after its scripts; the face is preloaded
 *   as the document starts (build/fontPreload.ts) and is there in time: that script sets the mark;
 * - a browser that has fetched the page language's face before (it is cached for a year) gets it
 *   from the first paint: a head script (build/fontPreload.ts) declares it with `optional` display
 *   and sets the mark `cached` from `BRAND_FONT_KEY` (evicted, the page keeps the fallbacks);
 * - on a first visit the face is fetched once the page has loaded (its largest paint is behind it)
 *   and set from the next page the reader opens in the app (`swapInBrandFont`). The landing page
 *   keeps the fallback: set on it, the face re-set lines under the reader, and however close the
 *   fallback's widths, an inline link after a wrapped sentence moved (Lighthouse measured CLS 0.001
 *   on the Arabic home, from the announcement's link). At the next page the new content is drawn in
 *   the face from its first frame, set as the navigation starts.
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
 * After the page has loaded, fetches the page language's brand face, remembers that this browser has
 * it (the next page load is set in it from the first paint) and, once it is there, sets the pages in
 * it (the mark) when `nextPage` calls back: when the reader opens another page in the app. Both of
 * an Arabic page's files (its Arabic letters and its Latin ones) are in before that. Does nothing
 * where the page already uses it.
 */
export function swapInBrandFont(
  locale: PortalLocale,
  nextPage: (setFace: () => void) => void,
  win: Window = window,
): void {
  const root = win.document.documentElement;
  if (root.hasAttribute(BRAND_FONT_ATTRIBUTE) || !('fonts' in win.document)) return;
  const { font, sample, key } = faceOf(locale);
  const fetchFace = () => {
    win.document.fonts
      .load(font, sample)
      .then((faces) => {
        // Not served (an older build's page): the pages keep their fallbacks.
        if (faces.length === 0) return;
        try {
          win.localStorage.setItem(key, '1');
        } catch {
          // Storage switched off: the face is still cached; the next page load starts in the fallbacks.
        }
        nextPage(() => root.setAttribute(BRAND_FONT_ATTRIBUTE, ''));
      })
      .catch(() => {
        // Not fetched (offline): the pages keep the fallbacks.
      });
  };
  if (win.document.readyState === 'complete') win.setTimeout(fetchFace, 0);
  else win.addEventListener('load', () => win.setTimeout(fetchFace, 0), { once: true });
}
