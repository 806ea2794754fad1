import type { Page } from '@playwright/test';
import { catalogueWordsOf } from './harness/catalogueWords';
import { pageIsLive } from './harness/pageIsLive';
import { expect, test } from './harness/test';

/** The system faces a platform font may be, per CSS.getPlatformFontsForNode. */
interface PlatformFont {
  readonly familyName: string;
  readonly isCustomFont: boolean;
  readonly glyphCount: number;
}

/** The faces Chromium really drew `selector`'s text in (not what the stylesheet asked for). */
async function facesDrawing(page: Page, selector: string): Promise<PlatformFont[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts;
  } finally {
    await cdp.detach();
  }
}

/** The status of the brand face's file(s) the page declared under `family`. */
function faceStatuses(page: Page, family: string): Promise<string[]> {
  return page.evaluate(
    (family) =>
      [...document.fonts]
        .filter((face) => face.family.replace(/["']/g, '') === family)
        .map((face) => face.status),
    family,
  );
}

/**
 * The layout shift score (the sum CLS adds up) of what moves from now on, as the browser measures it:
 * starts an observer and returns how to read its total.
 */
async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const watched = window as unknown as { portalShifts: number };
    watched.portalShifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        watched.portalShifts += (entry as unknown as { value: number }).value;
      }
    }).observe({ type: 'layout-shift' });
  });
  return () => page.evaluate(() => (window as unknown as { portalShifts: number }).portalShifts);
}

/** The home page's CLS ceiling (lighthouse-budgets.json). */
const HOME_CLS = 0.005;

const CASES = [
  { locale: 'en', family: 'Inter Variable', file: 'inter-latin-wght-normal', face: /^Inter/ },
  {
    locale: 'ar-AE',
    family: 'Noto Kufi Arabic Variable',
    file: 'noto-kufi-arabic-arabic-wght-normal',
    face: /^Noto Kufi Arabic/,
  },
] as const;

test.describe('fonts', () => {
  test('an English page downloads no Arabic face, even with the "العربية" link on it', async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    await page.goto('/en/');
    await expect(page.getByRole('link', { name: 'العربية' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(fonts.filter((font) => font.includes('noto-kufi-arabic'))).toEqual([]);
    expect(fonts.some((font) => font.includes('inter-latin'))).toBe(true);
  });

  test('an Arabic page uses the Arabic face', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    await page.goto('/ar-AE/');
    await page.waitForLoadState('networkidle');
    expect(fonts.some((font) => font.includes('noto-kufi-arabic-arabic'))).toBe(true);
  });

  for (const { locale, family, file, face } of CASES) {
    const t = catalogueWordsOf(locale, 'common', 'home');

    test(`a first visit to /${locale}/ is set in its brand face once it arrives, the swap within the CLS budget`, async ({
      page,
      request,
    }) => {
      // The prerendered page asks for no face before its first paint (it would delay its largest
      // paint: build/fontPreload.ts); its stylesheet asks once the text is laid out.
      const html = await (await request.get(`/${locale}/`)).text();
      expect(html).not.toMatch(/rel="preload" as="font"|data-font-preload/);
      // Hold the face back until the page has been drawn and adopted in its fallback (a slow network).
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**/assets/${file}-*.woff2`, async (route) => {
        await held;
        await route.continue();
      });
      // The held face also holds the load event: wait for the document only.
      await page.goto(`/${locale}/`, { waitUntil: 'domcontentloaded' });
      await pageIsLive(page);
      await expect(page.getByRole('combobox', { name: t('home.hero.searchLabel') })).toBeVisible();
      expect(await faceStatuses(page, family)).toContain('loading');
      // Drawn in the metric-matched fallback (an Arabic heading's spaces may already be the face's
      // Latin file, which is not held).
      const fallback = await facesDrawing(page, 'main h1');
      expect(fallback.some((font) => !face.test(font.familyName))).toBe(true);
      const shifted = await watchLayoutShifts(page);

      release();
      await expect.poll(() => faceStatuses(page, family)).toContain('loaded');
      await page.evaluate(() => document.fonts.ready);
      // Every glyph of the heading is now the brand face's.
      const drawn = await facesDrawing(page, 'main h1');
      expect(drawn.length).toBeGreaterThan(0);
      for (const font of drawn) {
        expect(font.familyName).toMatch(face);
        expect(font.isCustomFont).toBe(true);
      }
      // The metric-matched fallback (src/fonts.css) had the face's line boxes and, on average, its
      // widths: the swap scores within the home page's CLS budget even on a network this slow (a
      // line whose words fill it to the last pixel can still wrap otherwise: the score is printed).
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      const score = await shifted();
      test
        .info()
        .annotations.push({ type: 'font swap layout shift', description: score.toFixed(4) });
      expect(score).toBeLessThan(HOME_CLS);
    });
  }
});
