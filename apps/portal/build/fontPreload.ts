import type { Plugin } from 'vite';
import {
  BRAND_FONT_ATTRIBUTE,
  BRAND_FONT_KEY,
  CACHED_FACE_FAMILY,
  CACHED_FACE_MARK,
} from '../src/platform/boot/brandFont.ts';
import { ARABIC_PAGE_PATTERN } from '../src/platform/pages/resolveLocation.ts';
import { replaceLiterally } from './replaceLiterally.ts';

/** The inline scripts' test for an Arabic page (the app's own prefix rule, as a pattern). */
const IS_ARABIC_PAGE = `new RegExp(${JSON.stringify(ARABIC_PAGE_PATTERN)},'i')`;

/** The faces a page's text is set in, by language (`@portal/ui`'s fonts.css, from Fontsource). */
const LATIN_FACE = /(^|\/)inter-latin-wght-normal-[\w-]+\.woff2$/;
const ARABIC_FACE = /(^|\/)noto-kufi-arabic-arabic-wght-normal-[\w-]+\.woff2$/;
/** The Latin letters and digits of an Arabic page (the same face's Latin subset). */
const ARABIC_LATIN_FACE = /(^|\/)noto-kufi-arabic-latin-wght-normal-[\w-]+\.woff2$/;

/** What each file of the cached face covers (the scripts' main blocks, not Fontsource's full lists). */
const LATIN_RANGE = 'U+0000-00FF,U+0131,U+0152-0153,U+2000-206F,U+20AC,U+2122,U+2212';
const ARABIC_RANGE = 'U+0600-06FF,U+0750-077F,U+0870-08FF,U+200C-200E,U+FB50-FDFF,U+FE70-FEFC';

/**
 * The cached-face script (`src/platform/boot/brandFont.ts`), kept in every page: where the page is not set
 * in the brand face yet (a prerendered page) and this browser fetched the page language's face
 * before, the face is declared again under its own family with `font-display: optional`, and the
 * page is marked to use it. Cached, it is there within the first paint's short wait and the page
 * is drawn in it; evicted from the cache, the page keeps the metric-matched fallbacks (no late swap).
 */
export function cachedFaceScript(latin: string, arabic: string, arabicLatin: string): string {
  const faces = (files: readonly (readonly [string, string])[]) =>
    files
      .map(
        ([file, range]) =>
          `f.add(new FontFace(${JSON.stringify(CACHED_FACE_FAMILY)},${JSON.stringify(`url(/${file}) format('woff2')`)},{weight:'100 900',display:'optional',unicodeRange:${JSON.stringify(range)}}))`,
      )
      .join(';');
  return (
    `<script>(function(d){var h=d.documentElement;if(h.hasAttribute(${JSON.stringify(BRAND_FONT_ATTRIBUTE)})||!d.fonts||typeof FontFace!=='function')return;` +
    `var ar=${IS_ARABIC_PAGE}.test(location.pathname);` +
    `try{if(localStorage.getItem(${JSON.stringify(BRAND_FONT_KEY)}+(ar?'.ar':'.en'))!=='1')return}catch(e){return}` +
    `var f=d.fonts;if(ar){${faces([
      [arabic, ARABIC_RANGE],
      [arabicLatin, LATIN_RANGE],
    ])}}else{${faces([[latin, LATIN_RANGE]])}}` +
    `h.setAttribute(${JSON.stringify(BRAND_FONT_ATTRIBUTE)},${JSON.stringify(CACHED_FACE_MARK)})})(document)</script>`
  );
}

/** Marks the inline script, so the prerender can take it out of prerendered pages. */
export const FONT_PRELOAD_ATTRIBUTE = 'data-font-preload';

/**
 * Asks for the page language's font face as the document starts, instead of when the stylesheet
 * has been read and the first text laid out. Fontsource's faces swap in (`font-display: swap`):
 * when a face arrived after the first paint, every line set in the fallback font reflowed and the
 * content below moved (Lighthouse measured a layout shift of 0.118 on `/en/my-utilities`). One
 * small inline script in `<head>` picks the face from the address (`/ar-AE/…` → Noto Kufi Arabic,
 * otherwise Inter), so an English page never downloads the Arabic face and the other way round.
 * It also sets the brand-face mark (`src/platform/boot/brandFont.ts`): these pages are drawn by the app, after
 * its scripts, by when the face is there. Prerendered pages leave the script out (`prerender.ts`):
 * their text is painted from the HTML before any script, in the brand faces' metric-matched
 * fallbacks, and a face asked for that early only delayed their largest paint (measured on `/en/`:
 * LCP 0.8 → 4.5 s); they fetch it after load (`swapInBrandFont`).
 */
export function fontPreload(): Plugin {
  return {
    name: 'portal-font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const files = Object.keys(context.bundle ?? {});
        const latin = files.find((file) => LATIN_FACE.test(file));
        const arabic = files.find((file) => ARABIC_FACE.test(file));
        const arabicLatin = files.find((file) => ARABIC_LATIN_FACE.test(file));
        if (!latin || !arabic || !arabicLatin) {
          throw new Error('fontPreload: the build has no Inter (latin) or Noto Kufi Arabic face');
        }
        const script =
          `<script ${FONT_PRELOAD_ATTRIBUTE}>(function(d,p){var l=d.createElement('link');l.rel='preload';l.as='font';` +
          `l.type='font/woff2';l.crossOrigin='anonymous';` +
          `l.href=${IS_ARABIC_PAGE}.test(p)?${JSON.stringify(`/${arabic}`)}:${JSON.stringify(`/${latin}`)};` +
          `d.head.appendChild(l);d.documentElement.setAttribute(${JSON.stringify(BRAND_FONT_ATTRIBUTE)},'')})(document,location.pathname)</script>`;
        if (!html.includes('</title>')) throw new Error('fontPreload: index.html has no <title>');
        return replaceLiterally(
          html,
          '</title>',
          `</title>\n    ${script}\n    ${cachedFaceScript(latin, arabic, arabicLatin)}`,
        );
      },
    },
  };
}
