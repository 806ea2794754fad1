import { escapeHtml } from '../pages/html';

/** What every piece of the sandbox's artwork declares about itself. */
export interface SvgDocument {
  /** Intrinsic size in CSS pixels, the size the pages ask for (their `<img>` width/height). */
  readonly width: number;
  readonly height: number;
  /** What the picture shows, in English (pages that find it decorative give `alt=""` anyway). */
  readonly label: string;
  /** Light-theme rules plus a `prefers-color-scheme: dark` block; may be empty. */
  readonly style?: string;
  /** The drawing, in the viewBox `0 0 width height`. */
  readonly body: string;
}

/**
 * One standalone SVG: viewBox, width and height (so an `<img>` reserves its box before it loads),
 * `role="img"` and an `aria-label`. Colours that must differ by theme sit in the embedded style's
 * `prefers-color-scheme: dark` block: an SVG shown through `<img>` answers that query with the
 * embedding page's `color-scheme` (the portal's dark theme sets it), and the light values are
 * mid-tones that stay legible on the dark canvas where a browser does not pass it down.
 */
export function svgDocument({ width, height, label, style, body }: SvgDocument): string {
  const styleElement = style === undefined || style === '' ? '' : `<style>${style}</style>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeHtml(label)}">${styleElement}${body}</svg>`;
}

/** Latin text faces an SVG image can count on (it cannot load the page's web fonts). */
export const LATIN_FACE = "'Inter','Segoe UI','Helvetica Neue',Arial,'DejaVu Sans',sans-serif";

/** Arabic text faces an SVG image can count on. */
export const ARABIC_FACE =
  "'Noto Kufi Arabic','Noto Sans Arabic','Geeza Pro','Segoe UI',Tahoma,'DejaVu Sans',sans-serif";

/** The palette the artwork shares: the sandbox government's teal and sand, the portal's blue. */
export const PALETTE = {
  teal: '#1f7a72',
  tealDeep: '#14514c',
  tealLight: '#7cc4b8',
  sand: '#d9b56e',
  sandLight: '#f1dfb6',
  gold: '#c48f2c',
  blue: '#2f6fab',
  blueLight: '#8cbceb',
  slate: '#4a5a6a',
  slateLight: '#b7c3cf',
  /** Text and strokes that read on both canvases (contrast ≥ 4.5 on #fff, ≥ 3 on #0f1720). */
  midInk: '#3d6f8f',
} as const;
