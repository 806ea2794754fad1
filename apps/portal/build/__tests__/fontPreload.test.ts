import { describe, expect, it } from 'vitest';
import {
  BRAND_FONT_ATTRIBUTE,
  BRAND_FONT_KEY,
  CACHED_FACE_FAMILY,
  CACHED_FACE_MARK,
} from '../../src/platform/boot/brandFont';
import { cachedFaceScript } from '../fontPreload';

interface Declared {
  readonly family: string;
  readonly source: string;
  readonly descriptors: { readonly display: string; readonly unicodeRange: string };
}

/** Runs the cached-face script on a page at `pathname` with `storage`; returns its faces and mark. */
function run(pathname: string, storage: Record<string, string>, marked = false) {
  const faces: Declared[] = [];
  const attributes = new Map<string, string>(marked ? [[BRAND_FONT_ATTRIBUTE, '']] : []);
  const document = {
    documentElement: {
      hasAttribute: (name: string) => attributes.has(name),
      setAttribute: (name: string, value: string) => attributes.set(name, value),
    },
    fonts: { add: (face: Declared) => faces.push(face) },
  };
  class FontFace {
    constructor(
      readonly family: string,
      readonly source: string,
      readonly descriptors: Declared['descriptors'],
    ) {}
  }
  const body = /<script>([\s\S]*)<\/script>/.exec(
    cachedFaceScript('assets/inter.woff2', 'assets/kufi-arabic.woff2', 'assets/kufi-latin.woff2'),
  )?.[1];
  new Function('document', 'localStorage', 'location', 'FontFace', body ?? '')(
    document,
    { getItem: (key: string) => storage[key] ?? null },
    { pathname },
    FontFace,
  );
  return { faces, mark: attributes.get(BRAND_FONT_ATTRIBUTE) };
}

describe('the cached-face script of every page', () => {
  it('leaves a first visitor in the system’s faces', () => {
    expect(run('/en/', {})).toEqual({ faces: [], mark: undefined });
  });

  it('sets a page in the face this browser fetched before, with optional display (never a late swap)', () => {
    const english = run('/en/', { [`${BRAND_FONT_KEY}.en`]: '1' });
    expect(english.mark).toBe(CACHED_FACE_MARK);
    expect(
      english.faces.map((face) => [face.family, face.source, face.descriptors.display]),
    ).toEqual([[CACHED_FACE_FAMILY, "url(/assets/inter.woff2) format('woff2')", 'optional']]);
    const arabic = run('/ar-AE/404', { [`${BRAND_FONT_KEY}.ar`]: '1' });
    expect(arabic.faces.map((face) => face.source)).toEqual([
      "url(/assets/kufi-arabic.woff2) format('woff2')",
      "url(/assets/kufi-latin.woff2) format('woff2')",
    ]);
    expect(arabic.faces[0]?.descriptors.unicodeRange).toContain('U+0600-06FF');
  });

  it('needs the page language’s face: the English one does not set an Arabic page', () => {
    expect(run('/ar-AE/', { [`${BRAND_FONT_KEY}.en`]: '1' }).mark).toBeUndefined();
  });

  it('does nothing on a page already set in the brand face (not prerendered, preloaded)', () => {
    expect(run('/en/', { [`${BRAND_FONT_KEY}.en`]: '1' }, true).faces).toEqual([]);
  });
});
