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

/** What moved in a layout shift: the element (tag, classes, text) and how far, for a failure's message. */
interface Moved {
  readonly value: number;
  readonly sources: readonly string[];
}

/**
 * The layout shifts since the page started, as the browser measures them (their sum is what CLS adds up):
 * starts an observer and returns how to read them.
 */
async function watchLayoutShifts(page: Page): Promise<() => Promise<Moved[]>> {
  await page.evaluate(() => {
    const watched = window as unknown as { portalShifts: Moved[] };
    watched.portalShifts = [];
    interface Source {
      readonly node?: Node | null;
      readonly previousRect: DOMRectReadOnly;
      readonly currentRect: DOMRectReadOnly;
    }
    const describe = ({ node, previousRect: from, currentRect: to }: Source) => {
      const element = node instanceof Element ? node : node?.parentElement;
      const name = element
        ? `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 4).join('.')}`
        : '?';
      const text = (node?.textContent ?? '').trim().slice(0, 40);
      return `${name} "${text}" (${Math.round(from.x)},${Math.round(from.y)} ${Math.round(from.width)}x${Math.round(from.height)} -> ${Math.round(to.x)},${Math.round(to.y)} ${Math.round(to.width)}x${Math.round(to.height)})`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as unknown as { value: number; sources: readonly Source[] };
        watched.portalShifts.push({ value: shift.value, sources: shift.sources.map(describe) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { portalShifts: Moved[] }).portalShifts);
}

/** When the page's font files were asked for, and when its load event came (ms since it started). */
function fontTimings(
  page: Page,
): Promise<{ readonly loaded: number; readonly fonts: { name: string; start: number }[] }> {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    return {
      loaded: navigation?.loadEventStart ?? Number.NaN,
      fonts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => ({ name: entry.name, start: entry.startTime })),
    };
  });
}

const CASES = [
  { locale: 'en', family: 'Inter Variable', file: 'inter-latin-wght-normal', face: /^Inter/ },
  {
    locale: 'ar-AE',
    family: 'Noto Kufi Arabic Variable',
    file: 'noto-kufi-arabic-arabic-wght-normal',
    face: /^Noto Kufi Arabic/,
  },
] as const;

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
    const t = catalogueWordsOf(locale, 'common', 'home', 'shell');

    test(`a first visit to /${locale}/ fetches its brand face after load, keeps the landing page still and sets the next page in it`, async ({
      page,
      request,
    }) => {
      // The prerendered page asks for no face before its first paint (it would count into its
      // first and largest paint: src/platform/boot/brandFont.ts).
      const html = await (await request.get(`/${locale}/`)).text();
      expect(html).not.toMatch(/rel="preload" as="font"|data-font-preload/);
      await page.goto(`/${locale}/`);
      await pageIsLive(page);
      await expect(page.getByRole('combobox', { name: t('home.hero.searchLabel') })).toBeVisible();
      // Every layout shift since the page started (buffered), the face's arrival among them.
      const shifted = await watchLayoutShifts(page);
      await expect.poll(() => faceStatuses(page, family)).toContain('loaded');
      // Asked for after the load event, never before the page's first paints.
      const { loaded, fonts } = await fontTimings(page);
      expect(fonts.some(({ name }) => name.includes(`/assets/${file}-`))).toBe(true);
      for (const { start } of fonts) expect(start).toBeGreaterThanOrEqual(loaded);
      // The landing page keeps its fallback: nothing on it moves (CLS 0.000 from the face).
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      await expect(page.locator('html')).not.toHaveAttribute('data-brand-font');
      const fallback = await facesDrawing(page, 'main h1');
      expect(fallback.some((font) => !face.test(font.familyName))).toBe(true);
      const moved = await shifted();
      expect(moved, JSON.stringify(moved, null, 2)).toEqual([]);

      // The next page the reader opens is set in the brand face: every glyph of its heading.
      await page
        .getByRole('region', { name: t('shell.topBanner.label') })
        .getByRole('link')
        .click();
      await expect(page).not.toHaveURL(new RegExp(`/${locale}/$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Set by the app at an in-app navigation (''), or from this browser's cache on a new page load
      // ('cached': the announcement's link loads its page anew).
      await expect(page.locator('html')).toHaveAttribute('data-brand-font', /^(cached)?$/);
      await page.evaluate(() => document.fonts.ready);
      const drawn = await facesDrawing(page, 'main h1');
      expect(drawn.length).toBeGreaterThan(0);
      for (const font of drawn) {
        expect(font.familyName).toMatch(face);
        expect(font.isCustomFont).toBe(true);
      }
    });
  }
  test('a page opened in the app after the landing one is drawn in the brand face from its first frame', async ({
    page,
  }) => {
    await page.goto('/en/');
    await pageIsLive(page);
    await expect.poll(() => faceStatuses(page, 'Inter Variable')).toContain('loaded');
    // The header's CMS menu (the sandbox's words, as in browse.spec.ts): opening it is no new page.
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Services' }).click({ timeout: 20_000 });
    await expect(page.locator('html')).not.toHaveAttribute('data-brand-font');
    await nav.getByRole('link', { name: 'Individuals' }).click();

    await expect(page).toHaveURL(/\/en\/services\/individual$/);
    // Set by the app as the navigation started (not a page load from the cache: no 'cached').
    await expect(page.locator('html')).toHaveAttribute('data-brand-font', '');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const drawn = await facesDrawing(page, 'main h1');
    expect(drawn.length).toBeGreaterThan(0);
    for (const font of drawn) {
      expect(font.familyName).toMatch(/^Inter/);
      expect(font.isCustomFont).toBe(true);
    }
  });
  test('a page opened in the other language keeps its fallbacks: its face was not fetched', async ({
    page,
  }) => {
    await page.goto('/en/');
    await pageIsLive(page);
    await expect.poll(() => faceStatuses(page, 'Inter Variable')).toContain('loaded');
    await page.getByRole('link', { name: 'العربية' }).click();

    await expect(page).toHaveURL(/\/ar-AE\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar-AE');
    await expect(page.locator('html')).not.toHaveAttribute('data-brand-font');
  });
});
