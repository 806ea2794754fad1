/**
 * Measures the metric-matched fallback faces of src/fonts.css: for each brand face file and each
 * local system face it may fall back to, Chromium draws the portal's own words (core's en and ar-AE
 * catalogues) in both and prints the `size-adjust` that gives the fallback the brand face's average
 * width, and the `ascent-override`, `descent-override` and `line-gap-override` that give it the brand
 * face's line box. It then declares each fallback with those values and checks them: the widths of
 * the whole sample and the line box's height must match the brand face within half a percent.
 *
 * Why in a browser: it reads the metrics the browser itself lays lines out with (hhea or typo
 * metrics, as the font's flags say), from the very woff2 files the app serves, and shapes Arabic
 * as the page does. Run it after a Fontsource update (`node scripts/fontFallbackMetrics.mjs` in
 * apps/portal) and copy the printed values into src/fonts.css.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(here, '../../../packages/ui/package.json'));
const fileOf = (pkg, file) =>
  path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'files', file);

const catalogues = path.join(here, '../../../packages/core/src/i18n/catalogues');
/** Every string of a locale's catalogues, placeholders and markup taken out. */
function wordsOf(locale) {
  const strings = [];
  const collect = (value) => {
    if (typeof value === 'string') strings.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const file of readdirSync(path.join(catalogues, locale))) {
    collect(JSON.parse(readFileSync(path.join(catalogues, locale, file), 'utf8')));
  }
  return strings
    .join(' ')
    .replace(/\{[^{}]*\}/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ');
}

const english = wordsOf('en');
const arabicWords = wordsOf('ar-AE');
/** An Arabic page's Arabic letters (the Latin ones and the digits are the Latin file's). */
const arabic = arabicWords.replace(
  /[^\s\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/g,
  '',
);

/**
 * The system faces, regular and bold (a local() face is one file: without its own bold the browser
 * would thicken the regular one, wider than either). Arial's metric twins stand for it.
 */
const FALLBACKS = {
  arial: {
    regular: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo'],
    bold: [
      'Arial Bold',
      'Arial-BoldMT',
      'Liberation Sans Bold',
      'LiberationSans-Bold',
      'Arimo Bold',
    ],
  },
  dejavu: { regular: ['DejaVu Sans', 'DejaVuSans'], bold: ['DejaVu Sans Bold', 'DejaVuSans-Bold'] },
};

/**
 * The fallback's faces by weight: regular up to 500 (the pages' body text, 400), and the bold
 * file twice, resized once for semibold (600) and once for bold (700), the weights the components
 * use.
 */
const WEIGHTS = [
  { name: 'regular', range: '100 500', brand: [[400, 1]] },
  { name: 'bold', range: '501 650', brand: [[600, 1]] },
  { name: 'bold', range: '651 900', brand: [[700, 1]] },
];

const CASES = [
  {
    face: 'Inter',
    pkg: '@fontsource-variable/inter',
    file: 'inter-latin-wght-normal.woff2',
    sample: english,
    fallbacks: ['arial', 'dejavu'],
  },
  {
    face: 'Noto Kufi Arabic (latin)',
    pkg: '@fontsource-variable/noto-kufi-arabic',
    file: 'noto-kufi-arabic-latin-wght-normal.woff2',
    sample: english,
    fallbacks: ['arial', 'dejavu'],
  },
  {
    face: 'Noto Kufi Arabic (arabic)',
    pkg: '@fontsource-variable/noto-kufi-arabic',
    file: 'noto-kufi-arabic-arabic-wght-normal.woff2',
    sample: arabic,
    fallbacks: ['dejavu'],
  },
];

const browser = await chromium.launch({
  executablePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});

for (const { face, pkg, file, sample, fallbacks } of CASES) {
  const data = readFileSync(fileOf(pkg, file)).toString('base64');
  for (const fallback of fallbacks)
    for (const weight of WEIGHTS) {
      const locals = FALLBACKS[fallback][weight.name];
      // A fresh page each time: no face of an earlier measurement in its font set.
      const page = await browser.newPage();
      await page.setContent('<!doctype html><html><body></body></html>');
      const result = await page.evaluate(
        async ({ data, sample, locals, range, brandWeights }) => {
          const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
          const SIZE = 1000;
          const brand = new FontFace('Brand', bytes, { weight: '100 900' });
          await brand.load();
          document.fonts.add(brand);
          const src = locals.map((name) => `local("${name}")`).join(', ');
          const plain = new FontFace('Plain', src, { weight: range });
          await plain.load();
          document.fonts.add(plain);
          const ctx = document.createElement('canvas').getContext('2d');
          const widthOf = (family, weight) => {
            ctx.font = `${weight} ${SIZE}px "${family}"`;
            return ctx.measureText(sample).width;
          };
          /** The line box of `line-height: normal`: ascent + descent + line gap. */
          const lineOf = (family, weight) => {
            const div = document.createElement('div');
            div.style.cssText = `font: ${weight} ${SIZE}px "${family}"; line-height: normal; position: absolute; white-space: nowrap`;
            div.textContent = 'x';
            document.body.append(div);
            const height = div.getBoundingClientRect().height;
            div.remove();
            ctx.font = `${weight} ${SIZE}px "${family}"`;
            const m = ctx.measureText('x');
            return { ascent: m.fontBoundingBoxAscent, descent: m.fontBoundingBoxDescent, height };
          };
          const b = lineOf('Brand', brandWeights[0][0]);
          /** The sample's width at the brand weights, each as often as the pages use it. */
          const widthAt = (family) =>
            brandWeights.reduce((sum, [weight, times]) => sum + times * widthOf(family, weight), 0);
          const sizeAdjust = widthAt('Brand') / widthAt('Plain');
          const ascent = b.ascent / SIZE / sizeAdjust;
          const descent = b.descent / SIZE / sizeAdjust;
          const lineGap = Math.max(0, b.height - b.ascent - b.descent) / SIZE / sizeAdjust;
          const pct = (x) => `${(x * 100).toFixed(2)}%`;
          const descriptors = {
            sizeAdjust: pct(sizeAdjust),
            ascentOverride: pct(ascent),
            descentOverride: pct(descent),
            lineGapOverride: pct(lineGap),
          };
          const matched = new FontFace('Matched', src, { ...descriptors, weight: range });
          await matched.load();
          document.fonts.add(matched);
          const m = lineOf('Matched', brandWeights[0][0]);
          return {
            descriptors,
            width: widthAt('Matched') / widthAt('Brand'),
            height: m.height / b.height,
            ascent: m.ascent / b.ascent,
          };
        },
        { data, sample, locals, range: weight.range, brandWeights: weight.brand },
      );
      await page.close();
      const off = Math.max(
        ...[result.width, result.height, result.ascent].map((r) => Math.abs(r - 1)),
      );
      console.log(
        `${face} ← ${locals.join(' / ')} (font-weight: ${weight.range}):`,
        result.descriptors,
      );
      console.log(
        `  checked: width ×${result.width.toFixed(4)}, line box ×${result.height.toFixed(4)}, ascent ×${result.ascent.toFixed(4)}`,
      );
      if (off > 0.005) {
        console.error('  the matched fallback is more than 0.5 % off the brand face');
        process.exitCode = 1;
      }
    }
}
await browser.close();
