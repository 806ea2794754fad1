import { customItemCall, getContentItem } from '@portal/core/api/portal';
import { createPortalClient } from '@portal/core/client';
import { queryKeyOf } from '@portal/core/query';
import { createSandbox } from '@portal/sandbox';
import { describe, expect, it } from 'vitest';
import { portalQuery } from '../../../platform/api/portalQuery';
import { heroBackgroundOf } from '../homeContent';
import { CUSTOM_ITEM_QUERY, HERO_ITEM } from '../useHeroBackground';

const ORIGIN = 'https://portal.example';

function sandboxClient(lang: 'en' | 'ar') {
  const app = createSandbox({ seed: 1 });
  return createPortalClient({
    baseUrl: ORIGIN,
    lang,
    fetch: async (request) => app.fetch(request),
  });
}

describe('the hero background query', () => {
  it('caches under the id of core’s CMS item call', () => {
    expect(CUSTOM_ITEM_QUERY.id).toBe(customItemCall.id);
  });

  it.each(['en', 'ar'] as const)(
    'shares its cache entry with the sections’ query of the same item (%s)',
    (lang) => {
      const fromSections = portalQuery(
        customItemCall,
        sandboxClient(lang),
        HERO_ITEM,
        getContentItem,
      );
      expect(queryKeyOf(CUSTOM_ITEM_QUERY, lang, HERO_ITEM)).toEqual(fromSections.queryKey);
    },
  );

  it('reads the sandbox hero item as a checked desktop and mobile background', async () => {
    const item = await getContentItem(sandboxClient('en'), HERO_ITEM);
    const background = heroBackgroundOf(item, ORIGIN);
    // Same-origin images come back as paths (the page's own origin serves them).
    expect(background).toEqual({
      desktop: '/__sandbox/img/hero-desktop.svg',
      mobile: '/__sandbox/img/hero-mobile.svg',
    });
  });

  it('leaves the background out when the item has none', () => {
    expect(heroBackgroundOf({}, ORIGIN)).toBeUndefined();
  });
});
