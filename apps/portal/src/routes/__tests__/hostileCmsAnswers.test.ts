import type { PortalLocale } from '@portal/core';
import {
  getContentItem,
  getFooterData,
  getSuitableServices,
  type ContentItem,
} from '@portal/core/api/portal';
import { createPortalClient, isPortalError, type PortalClient } from '@portal/core/client';
import { createSandbox } from '@portal/sandbox';
import { describe, expect, it } from 'vitest';
import { footerContentOf, type FooterWords } from '../../shell/footer/footerContent';
import { readHeaderContent } from '../../shell/header/loadHeaderContent';
import { readTopBanner } from '../../shell/notices/loadTopBanner';
import { topBannerContentOf } from '../../shell/notices/topBannerContent';
import { HOME_SECTION_ITEMS } from '../../screens/home/homeQueries';
import {
  categoryCardsOf,
  cmsBlockOf,
  cmsServiceItemsOf,
  heroBackgroundOf,
  suitableServiceItemsOf,
} from '../../screens/home/homeContent';
import { HERO_ITEM } from '../../screens/home/useHeroBackground';

/**
 * Issue O, item 15 (spec 001 §8: content failures are swallowed). Every part the CMS feeds is read
 * and mapped here from the sandbox's own answer, changed the ways a hostile or broken CMS would: every
 * string replaced by markup, and each field in turn made `null`, a number, a string, an object, an
 * array, or left out. Each read must end one of two ways: a `PortalError` (the call's schema refused
 * the answer; the part is left out), or content the part can draw, whose every address is the
 * portal's own or https and never a script. A `TypeError` or any other throw is the defect: it
 * reached the render and took the page down (a footer link written as a path did).
 */

const HOSTILE = '<svg><script>alert(1)</script></svg>';
const ORIGIN = 'https://portal.example';

/** The ways one field is spoiled. */
const SPOILERS: readonly (readonly [string, (value: unknown) => unknown])[] = [
  ['null', () => null],
  ['a number', () => 42],
  ['hostile text', () => HOSTILE],
  ['an object', () => ({ x: HOSTILE })],
  ['an array', () => [HOSTILE]],
  ['missing', () => MISSING],
];
const MISSING = Symbol('missing');

function everyStringReplaced(value: unknown): unknown {
  if (typeof value === 'string') return HOSTILE;
  if (Array.isArray(value)) return value.map(everyStringReplaced);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, everyStringReplaced(item)]),
    );
  }
  return value;
}

/** Every path into `value` below `data` (objects' keys, arrays' first two items). */
function pathsOf(value: unknown, prefix: readonly (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) {
    return value
      .slice(0, 2)
      .flatMap((item, index) => [[...prefix, index], ...pathsOf(item, [...prefix, index])]);
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [
      [...prefix, key],
      ...pathsOf(item, [...prefix, key]),
    ]);
  }
  return [];
}

/** `value` with the field at `path` spoiled. */
function spoiledAt(
  value: unknown,
  path: readonly (string | number)[],
  spoil: (v: unknown) => unknown,
): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let holder = copy;
  for (const key of path.slice(0, -1)) holder = holder[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  const spoiled = spoil(holder[last]);
  if (spoiled === MISSING) {
    if (Array.isArray(holder)) holder.splice(Number(last), 1);
    else delete holder[last];
  } else {
    holder[last] = spoiled;
  }
  return copy;
}

/** A client whose every answer is `body`, with no backend at all (the spoilt answers). */
function clientAnsweringWith(lang: 'en' | 'ar', body: unknown): PortalClient {
  return createPortalClient({
    baseUrl: 'http://sandbox.test',
    lang,
    retry: { limit: 0 },
    fetch: async () =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
  });
}

/** A client whose every answer is `answer(the sandbox's own answer)`. */
function clientAnswering(lang: 'en' | 'ar', answer: (body: unknown) => unknown): PortalClient {
  const app = createSandbox({ seed: 1 });
  return createPortalClient({
    baseUrl: 'http://sandbox.test',
    lang,
    retry: { limit: 0 },
    fetch: async (request) => {
      const response = await app.fetch(request);
      const body = (await response.json()) as unknown;
      return new Response(JSON.stringify(answer(body)), {
        status: response.status,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
}

const FOOTER_WORDS: FooterWords = {
  copyright: '© 2026',
  socialName: (site) => (site === 'x' ? 'X' : undefined),
  storeName: (store) => `store ${store}`,
};

/** A CMS-fed part: its read (core's call) and its mapping (the app's), as one step. */
interface CmsPart {
  readonly name: string;
  readonly read: (client: PortalClient, locale: PortalLocale) => Promise<unknown>;
}

const item = async (client: PortalClient, itemId: string): Promise<ContentItem> =>
  getContentItem(client, { itemId });

const PARTS: readonly CmsPart[] = [
  { name: 'header', read: (client, locale) => readHeaderContent(client, locale, ORIGIN) },
  {
    name: 'announcement',
    read: async (client, locale) => {
      const banner = await readTopBanner(client);
      return banner === null ? null : topBannerContentOf(banner, locale, ORIGIN);
    },
  },
  {
    name: 'footer',
    read: async (client, locale) =>
      footerContentOf(await getFooterData(client, { loggedIn: true }), FOOTER_WORDS, {
        locale,
        origin: ORIGIN,
      }),
  },
  {
    name: 'hero',
    read: async (client) => heroBackgroundOf(await item(client, HERO_ITEM.itemId), ORIGIN) ?? null,
  },
  ...HOME_SECTION_ITEMS.map((itemId): CmsPart => ({
    name: `home item ${itemId}`,
    read: async (client, locale) => {
      const answer = await item(client, itemId);
      return {
        block: cmsBlockOf(answer, locale, ORIGIN) ?? null,
        cards: categoryCardsOf(answer, locale, ORIGIN),
        services: cmsServiceItemsOf(answer, locale, ORIGIN),
      };
    },
  })),
  {
    name: 'suitable services',
    read: async (client, locale) =>
      suitableServiceItemsOf(await getSuitableServices(client), locale, ORIGIN),
  },
];

/** Every address (`href`, `src`, …) in mapped content. */
function addressesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(addressesIn);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      /href|src|desktop|mobile|image/i.test(key) && typeof item === 'string'
        ? [item]
        : addressesIn(item),
    );
  }
  return [];
}

/** How a read ended: content, or a failed read; anything else fails the test. */
async function outcomeOf(part: CmsPart, client: PortalClient, locale: PortalLocale) {
  try {
    const content = await part.read(client, locale);
    for (const address of addressesIn(content)) {
      // Same-origin paths, or https elsewhere; never a script, data or a protocol-relative host.
      expect(address, `${part.name}: ${address}`).toMatch(/^(\/(?!\/)|https:\/\/)/);
    }
    return 'content';
  } catch (error) {
    if (isPortalError(error)) return 'failed read';
    throw new Error(`${part.name} threw ${String(error)}`, { cause: error });
  }
}

const LOCALES = [
  ['en', 'en'],
  ['ar-AE', 'ar'],
] as const;

describe('CMS-fed parts with hostile or broken answers', () => {
  for (const [locale, lang] of LOCALES) {
    it.each(PARTS.map((part) => [part.name, part] as const))(
      `%s (${locale}): every string replaced by markup is content or a failed read`,
      async (_name, part) => {
        const client = clientAnswering(lang, everyStringReplaced);
        expect(['content', 'failed read']).toContain(await outcomeOf(part, client, locale));
      },
    );
  }

  it.each(PARTS.map((part) => [part.name, part] as const))(
    '%s: each field null, of the wrong type or missing is content or a failed read',
    async (_name, part) => {
      // The sandbox's own answer, read once, then spoiled one field at a time.
      let original: unknown;
      await part.read(
        clientAnswering('en', (body) => {
          original = body;
          return body;
        }),
        'en',
      );
      const paths = pathsOf(original);
      expect(paths.length, `${part.name} has fields to spoil`).toBeGreaterThan(0);
      for (const path of paths) {
        for (const [, spoil] of SPOILERS) {
          const client = clientAnsweringWith('en', spoiledAt(original, path, spoil));
          // `outcomeOf` fails the test on any other end.
          expect(['content', 'failed read']).toContain(await outcomeOf(part, client, 'en'));
        }
      }
    },
    // Some hundred reads each: a few seconds on a busy 2-core machine.
    60_000,
  );
});
