// @vitest-environment jsdom
import { getAvailableEntities } from '@portal/core/api/paymentHub';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { call, clientFor, testSandbox } from '../../__tests__/support/sandboxClient';
import {
  footerData,
  headerInfo,
  HOME_ITEM_IDS,
  homeContentItem,
  miniAppData,
  topBanner,
} from '../../content/portalContent';
import { ARTWORK_NAMES } from '../artCatalogue';

const IMAGE_PATH = /\/__sandbox\/img\/([\w-]+)\.svg/g;

/** Every image name the CMS content names, in both languages, signed in and out. */
function contentImageNames(): string[] {
  const content = (['en', 'ar'] as const).flatMap((language) => [
    headerInfo(language),
    footerData(language, false),
    footerData(language, true),
    topBanner(language),
    miniAppData(language),
    ...HOME_ITEM_IDS.map((id) => homeContentItem(id, language)),
  ]);
  return [...JSON.stringify(content).matchAll(IMAGE_PATH)].map((match) => match[1] ?? '');
}

/** What the page's `<img>` learns from one answer: the parsed root and its visible words. */
async function fetchSvg(app: ReturnType<typeof testSandbox>, path: string) {
  const response = await call(app, path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/svg+xml');
  const source = await response.text();
  const document = new DOMParser().parseFromString(source, 'image/svg+xml');
  expect(document.getElementsByTagName('parsererror'), `${path} is well-formed XML`).toHaveLength(
    0,
  );
  const root = document.documentElement;
  const words = [...root.getElementsByTagName('text')].map((text) => text.textContent ?? '');
  return { source, root, words };
}

describe('the sandbox’s artwork', () => {
  it('answers every image the content names with a sized, labelled SVG and no stand-in words', async () => {
    const app = testSandbox();
    const providerLogos = (await getAvailableEntities(clientFor(app))).map(
      (entity) => entity.logoUrl ?? '',
    );
    const paths = [
      ...new Set([
        ...contentImageNames().map((name) => `/__sandbox/img/${name}.svg`),
        ...providerLogos,
      ]),
    ];
    // The harvest reaches every kind of picture, so the loop below cannot pass on an empty list.
    for (const expected of [
      'hero-desktop',
      'hero-mobile',
      'hero-desktop-rtl',
      'hero-mobile-rtl',
      'logo-desktop',
      'government-logo',
      'category-emirati',
      'promo',
      'store-badge-google-play-ar',
      'store-icon-app-gallery',
      'instagram',
      'settings',
      'etisalat',
      'aadc',
    ])
      expect(paths).toContain(`/__sandbox/img/${expected}.svg`);

    for (const path of paths) {
      const { root, words, source } = await fetchSvg(app, path);
      expect(root.namespaceURI).toBe('http://www.w3.org/2000/svg');
      expect(root.localName).toBe('svg');
      const width = Number(root.getAttribute('width'));
      const height = Number(root.getAttribute('height'));
      expect(Number.isInteger(width) && width > 0, `${path} width`).toBe(true);
      expect(Number.isInteger(height) && height > 0, `${path} height`).toBe(true);
      expect(root.getAttribute('viewBox')).toBe(`0 0 ${width} ${height}`);
      expect(root.getAttribute('role')).toBe('img');
      const label = root.getAttribute('aria-label') ?? '';
      expect(label.trim(), `${path} aria-label`).not.toBe('');
      for (const said of [label, ...words]) {
        expect(said, path).not.toMatch(/placeholder/i);
        expect(said, path).not.toContain('SANDBOX');
      }
      expect(source, path).not.toMatch(/placeholder/i);
      // "Sandbox" is only ever the fictional government's name, in its own marks.
      if (!/logo-(desktop|mobile)|government-logo/.test(path))
        expect(words.join(' '), path).not.toMatch(/sandbox|ساندبوكس/i);
    }
  });

  it('draws the pictures at the sizes the pages lay them out at', async () => {
    const app = testSandbox();
    const sizeOf = async (name: string) => {
      const { root } = await fetchSvg(app, `/__sandbox/img/${name}.svg`);
      return `${root.getAttribute('width')}×${root.getAttribute('height')}`;
    };
    // HomeHero's <img> says 1280×480; the category cards and the banner say 320×180.
    expect(await sizeOf('hero-desktop')).toBe('1280×480');
    for (const name of ['category-individual', 'category-business', 'category-emirati', 'promo'])
      expect(await sizeOf(name)).toBe('320×180');
    // The profile menu shows its icons at 20 px from a 24-unit grid; the mini app's store icons at 24.
    expect(await sizeOf('locker')).toBe('24×24');
    expect(await sizeOf('store-icon-app-store')).toBe('24×24');
  });

  it('mirrors the hero for Arabic pages, so its skyline stands away from the heading', async () => {
    const app = testSandbox();
    const rtl = await fetchSvg(app, '/__sandbox/img/hero-desktop-rtl.svg');
    expect(rtl.root.firstElementChild?.getAttribute('transform')).toBe(
      'translate(1280 0) scale(-1 1)',
    );
    expect(homeContentItem('hero', 'ar').mainItem).toMatchObject({
      Backgrounddesktop: '/__sandbox/img/hero-desktop-rtl.svg',
      Backgroundmobile: '/__sandbox/img/hero-mobile-rtl.svg',
    });
    expect(homeContentItem('hero', 'en').mainItem).toMatchObject({
      Backgrounddesktop: '/__sandbox/img/hero-desktop.svg',
    });
  });

  it('writes the store badges in the page’s language and names the store in words, not a logo', async () => {
    const app = testSandbox();
    const english = await fetchSvg(app, '/__sandbox/img/store-badge-app-store.svg');
    const arabic = await fetchSvg(app, '/__sandbox/img/store-badge-app-store-ar.svg');
    expect(english.words).toEqual(['Get it on', 'App Store']);
    expect(arabic.words).toEqual(['احصل عليه من', 'App Store']);
    expect(arabic.root.getAttribute('aria-label')).toBe('احصل عليه من App Store');
    expect(footerData('ar', false).DownloadApps.map((app) => app.AppImage)).toEqual([
      '/__sandbox/img/store-badge-app-store-ar.svg',
      '/__sandbox/img/store-badge-google-play-ar.svg',
    ]);
  });

  it('gives each utility provider a mark of its own', async () => {
    const app = testSandbox();
    const entities = await getAvailableEntities(clientFor(app));
    const drawings = await Promise.all(
      [...new Set(entities.map((entity) => entity.logoUrl ?? ''))].map(
        async (path) => (await fetchSvg(app, path)).source,
      ),
    );
    expect(drawings.length).toBeGreaterThan(5);
    expect(new Set(drawings).size).toBe(drawings.length);
  });

  it('answers 404 for any name outside the catalogue, as a real image host does', async () => {
    const app = testSandbox();
    for (const path of ['logo', 'hero', 'category-unknown', 'hero-desktop.png', '%3Cscript%3E'])
      expect((await call(app, `/__sandbox/img/${path}.svg`)).status, path).toBe(404);
    await fc.assert(
      fc.asyncProperty(
        fc.stringMatching(/^[\w-]{1,64}$/).filter((name) => !ARTWORK_NAMES.includes(name)),
        async (name) => {
          const response = await call(app, `/__sandbox/img/${name}.svg`);
          expect(response.status).toBe(404);
          expect(response.headers.get('content-type')).toMatch(/application\/json/);
        },
      ),
      { numRuns: 100 },
    );
  });
});
