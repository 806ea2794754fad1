import type { Plugin } from 'vite';
import { BRAND_FONT_ATTRIBUTE } from '../src/app/brandFont.ts';

/** The faces a page's text is set in, by language (`@portal/ui`'s fonts.css, from Fontsource). */
const LATIN_FACE = /(^|\/)inter-latin-wght-normal-[\w-]+\.woff2$/;
const ARABIC_FACE = /(^|\/)noto-kufi-arabic-arabic-wght-normal-[\w-]+\.woff2$/;

/** Marks the inline script, so the prerender can take it out of prerendered pages. */
export const FONT_PRELOAD_ATTRIBUTE = 'data-font-preload';

/**
 * Asks for the page language's font face as the document starts, instead of when the stylesheet
 * has been read and the first text laid out. Fontsource's faces swap in (`font-display: swap`):
 * when a face arrived after the first paint, every line set in the fallback font reflowed and the
 * content below moved (Lighthouse measured a layout shift of 0.118 on `/en/my-utilities`). One
 * small inline script in `<head>` picks the face from the address (`/ar-AE/…` → Noto Kufi Arabic,
 * otherwise Inter), so an English page never downloads the Arabic face and the other way round.
 * It also sets the brand-face mark (`src/app/brandFont.ts`): these pages are drawn by the app, after
 * its scripts, by when the face is there. Prerendered pages leave the script out (`prerender.ts`):
 * their text is painted from the HTML before any script, in the system's faces, and a face asked for
 * that early only delayed their largest paint (measured on `/en/`: LCP 0.8 → 4.5 s).
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
        if (!latin || !arabic) {
          throw new Error('fontPreload: the build has no Inter (latin) or Noto Kufi Arabic face');
        }
        const script =
          `<script ${FONT_PRELOAD_ATTRIBUTE}>(function(d,p){var l=d.createElement('link');l.rel='preload';l.as='font';` +
          `l.type='font/woff2';l.crossOrigin='anonymous';` +
          `l.href=/^\\/ar(-ae)?(\\/|$)/i.test(p)?${JSON.stringify(`/${arabic}`)}:${JSON.stringify(`/${latin}`)};` +
          `d.head.appendChild(l);d.documentElement.setAttribute(${JSON.stringify(BRAND_FONT_ATTRIBUTE)},'')})(document,location.pathname)</script>`;
        if (!html.includes('</title>')) throw new Error('fontPreload: index.html has no <title>');
        return html.replace('</title>', `</title>\n    ${script}`);
      },
    },
  };
}
