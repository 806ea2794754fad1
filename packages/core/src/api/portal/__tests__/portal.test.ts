import { describe, expect, it, vi } from 'vitest';
import { type PortalError } from '../../../client/PortalError';
import { json } from '../../../test/stubFetch';
import { bodyOf, rejectionOf, testClient } from '../../../test/testClient';
import type { KeyValueStorage } from '../../internal/keyValueStorage';
import { getContentItem } from '../contentItem';
import { getFavouriteServices } from '../favouriteServices';
import { getHighlights, recordSpotlightInteractions } from '../highlights';
import { LANGUAGE_LIST_CACHE_KEY, getLanguageList } from '../languageList';
import { footerCacheKey, getFooterData, getHeaderInfo, getTopBanner } from '../layout';
import { getMiniApp } from '../miniApp';
import { renderDocument } from '../renderDocument';
import { searchServices } from '../searchServices';
import { searchSuggestions } from '../searchSuggestions';
import { getServiceList, serviceListQueryOf } from '../serviceList';
import { smartpassUrl } from '../smartpassUrl';
import { submitFeedback } from '../submitFeedback';
import { getSuitableServices } from '../suitableServices';

function memoryStorage(): KeyValueStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
  };
}

describe('CMS item service', () => {
  it('fetches a content item with children and reads mainItem and childsListItem', async () => {
    const { client, requests } = testClient(() =>
      json({
        success: true,
        data: { mainItem: { Title: 'Hero' }, childsListItem: [{ Title: 'c' }] },
      }),
    );
    await expect(getContentItem(client, { itemId: 'HERO' })).resolves.toEqual({
      mainItem: { Title: 'Hero' },
      childsListItem: [{ Title: 'c' }],
    });
    expect(requests[0]?.url.pathname).toBe('/pub/cms/customItemService');
    expect(bodyOf(requests[0])).toEqual({
      lang: 'en',
      itemId: 'HERO',
      children: true,
      isbackward: false,
    });
  });

  it.each([() => json({ success: false }), () => json({}, 500), () => new Response('<html>')])(
    'swallows a content failure into {} and still reports it (%#)',
    async (respond) => {
      const onError = vi.fn();
      const { client } = testClient(respond, { onError });
      await expect(getContentItem(client, { itemId: 'X', children: false })).resolves.toEqual({});
      expect(onError).toHaveBeenCalledOnce();
    },
  );

  it('reads the mini-app item and rejects when it is missing', async () => {
    const item = {
      PageTitle: 'Get the app',
      AppStore: [{ itemName: 'iOS', TargetUrl: 'https://apps.example/x', Image: '/i.png' }],
    };
    const { client, requests } = testClient(() =>
      json({ success: true, data: { mainItem: item } }),
    );
    await expect(getMiniApp(client, 'MINI')).resolves.toMatchObject(item);
    expect(bodyOf(requests[0])).toEqual({
      lang: 'en',
      itemId: 'MINI',
      children: false,
      isbackward: false,
    });
    const missing = await rejectionOf(
      getMiniApp(testClient(() => json({ success: true, data: {} })).client, 'MINI'),
    );
    expect((missing as PortalError).kind).toBe('invalid-response');
  });

  it('takes a missing language direction from the language itself', async () => {
    const languages = [{ iso: 'ar' }, { iso: 'fa', direction: null }, { iso: 'de', direction: '' }];
    const { client } = testClient(() =>
      json({
        success: true,
        data: { mainItem: { code: JSON.stringify({ data: { languages } }) } },
      }),
    );
    const list = await getLanguageList(client, { itemId: 'LANGS', storage: memoryStorage() });
    expect(list.map((language) => [language.iso, language.direction])).toEqual([
      ['ar', 'rtl'],
      ['fa', 'rtl'],
      ['de', 'ltr'],
    ]);
  });

  it('parses the language list from the JSON in code, caches it with its locale and reuses it', async () => {
    const languages = [
      { iso: 'fr', direction: 'ltr', name: 'French', native_name: 'français' },
      { iso: 'ur', direction: 'sideways' },
    ];
    const storage = memoryStorage();
    const { client, requests } = testClient(() =>
      json({
        success: true,
        data: { mainItem: { code: JSON.stringify({ data: { languages } }) } },
      }),
    );
    const list = await getLanguageList(client, { itemId: 'LANGS', storage });
    expect(list.map((language) => [language.iso, language.direction])).toEqual([
      ['fr', 'ltr'],
      ['ur', 'ltr'],
    ]);
    await getLanguageList(client, { itemId: 'LANGS', storage });
    expect(requests).toHaveLength(1);
    expect(JSON.parse(storage.entries.get(LANGUAGE_LIST_CACHE_KEY) ?? '{}')).toMatchObject({
      locale: 'en',
    });

    const arabic = testClient(
      () =>
        json({
          success: true,
          data: { mainItem: { code: JSON.stringify({ data: { languages } }) } },
        }),
      { lang: 'ar' },
    );
    await getLanguageList(arabic.client, { itemId: 'LANGS', storage });
    expect(arabic.requests).toHaveLength(1);
  });

  it.each(['not json', JSON.stringify({ languages: [] }), undefined])(
    'rejects a code field of %j',
    async (code) => {
      const { client } = testClient(() => json({ success: true, data: { mainItem: { code } } }));
      const error = (await rejectionOf(
        getLanguageList(client, { itemId: 'LANGS' }),
      )) as PortalError;
      expect(error.issues).toEqual(['data.mainItem.code: expected JSON text with data.languages']);
    },
  );
});

describe('searchServices', () => {
  it('sends the tab and page, reads the total and counts the pages; throws on failure', async () => {
    const { client, requests } = testClient(() =>
      json({ data: { data: [{ id: 7, Path: 'services/a' }], total: 21 } }),
    );
    const page = await searchServices(client, { q: ' licence ', tab: 'emirati', pageNum: 3 });
    expect(bodyOf(requests[0])).toEqual({
      pageSize: 10,
      pageNum: 3,
      lang: 'en',
      q: 'licence',
      tab: 'emirati',
    });
    expect(page).toMatchObject({ total: 21, pageNum: 3, pageCount: 3 });
    expect(page.results[0]?.id).toBe('7');
    await expect(searchServices(client, { q: '   ' })).resolves.toMatchObject({ total: 0 });
    expect(requests).toHaveLength(1);
    const failing = testClient(() => json({ success: false }, 503));
    await expect(searchServices(failing.client, { q: 'x' })).rejects.toMatchObject({
      name: 'PortalError',
    });
  });
});

describe('getServiceList', () => {
  it('GETs a bundle, category and page; keeps showable services and titled categories', async () => {
    const { client, requests } = testClient(() =>
      json({
        success: true,
        data: {
          categories: [
            { key: 'health', Title: 'Health', count: 12 },
            { key: 'blank', Title: ' ' },
          ],
          data: [
            {
              id: 3,
              Path: 'services/a',
              Data: {
                title: 'Renew a licence',
                description: 'd',
                ServiceResponsibleEntity: { name: 'DoH' },
                MobileAppOnly: true,
              },
            },
            { id: 4, Path: '', Data: { title: 'no path' } },
            { id: 5, Path: 'services/b', Data: null },
          ],
          total: 21,
        },
      }),
    );
    const page = await getServiceList(client, {
      bundle: 'business',
      category: ' health ',
      pageNum: 3,
    });
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url.pathname).toBe('/pub/cms/services');
    expect(Object.fromEntries(requests[0]?.url.searchParams ?? [])).toEqual({
      lang: 'en',
      bundle: 'business',
      category: 'health',
      pageNum: '3',
      pageSize: '10',
    });
    expect(page).toEqual({
      categories: [{ key: 'health', title: 'Health', count: 12 }],
      services: [
        {
          id: '3',
          title: 'Renew a licence',
          description: 'd',
          entityName: 'DoH',
          path: 'services/a',
          mobileAppOnly: true,
        },
      ],
      total: 21,
      pageNum: 3,
      pageSize: 10,
      pageCount: 3,
    });
  });

  it('sends no category when none is chosen and throws on failure', async () => {
    const { client, requests } = testClient(() => json({ success: true, data: {} }));
    await expect(getServiceList(client, { bundle: 'individual' })).resolves.toMatchObject({
      services: [],
      total: 0,
      pageCount: 1,
    });
    expect(requests[0]?.url.searchParams.has('category')).toBe(false);
    const failing = testClient(() => json({ success: false }, 503));
    await expect(getServiceList(failing.client, { bundle: 'individual' })).rejects.toMatchObject({
      name: 'PortalError',
    });
  });
  it('asks for a persona’s services within the individual bundle (the Emirati citizens card)', async () => {
    const { client, requests } = testClient(() => json({ success: true, data: {} }));
    expect(serviceListQueryOf('emirati')).toEqual({ bundle: 'individual', persona: 'emirati' });
    expect(serviceListQueryOf('expat')).toEqual({ bundle: 'individual', persona: 'expat' });
    expect(serviceListQueryOf('business')).toEqual({ bundle: 'business' });
    await getServiceList(client, serviceListQueryOf('emirati'));
    expect(requests[0]?.url.searchParams.get('bundle')).toBe('individual');
    expect(requests[0]?.url.searchParams.get('persona')).toBe('emirati');
    await getServiceList(client, serviceListQueryOf('individual'));
    expect(requests[1]?.url.searchParams.has('persona')).toBe(false);
  });
});

describe('searchSuggestions', () => {
  it('POSTs pageSize 5, pageNum 1, the language of the text and q', async () => {
    const { client, requests } = testClient(() =>
      json({
        data: { data: [{ id: 1, ItemType: 'service', Path: '/p', Data: { OnlineService: true } }] },
      }),
    );
    await expect(searchSuggestions(client, '  رخصة  ')).resolves.toEqual([
      { id: '1', ItemType: 'service', Path: '/p', Data: { OnlineService: true } },
    ]);
    expect(requests[0]?.url.pathname).toBe('/pub/cms/global/search');
    expect(bodyOf(requests[0])).toEqual({ pageSize: 5, pageNum: 1, lang: 'ar-AE', q: 'رخصة' });
    await searchSuggestions(client, 'licence');
    expect(bodyOf(requests[1])).toMatchObject({ lang: 'en' });
  });

  it('sends nothing for a blank query and fails to [] otherwise', async () => {
    const { client, requests } = testClient(() => json({}, 503));
    await expect(searchSuggestions(client, '   ')).resolves.toEqual([]);
    expect(requests).toHaveLength(0);
    await expect(searchSuggestions(client, 'visa')).resolves.toEqual([]);
    await expect(
      searchSuggestions(testClient(() => json({ data: null })).client, 'visa'),
    ).resolves.toEqual([]);
  });
});

describe('home and layout reads', () => {
  it('GETs six suitable services and keeps only showable cards', async () => {
    const { client, requests } = testClient(() =>
      json([
        {
          Path: '/s1',
          Data: {
            ServiceShortName: 'Renew',
            description: 'd',
            ServiceResponsibleEntity: { name: 'ITC' },
          },
        },
        { Path: '/s2', Data: { title: 'Pay' } },
        { Data: { title: 'No path' } },
      ]),
    );
    await expect(getSuitableServices(client)).resolves.toEqual([
      { title: 'Renew', description: 'd', entityName: 'ITC', path: '/s1' },
      { title: 'Pay', description: undefined, entityName: undefined, path: '/s2' },
    ]);
    expect(requests[0]?.url.pathname).toBe(
      '/pub/proxy/recommendation-engine/1.0/suitable-services',
    );
    expect(requests[0]?.url.search).toBe('?limit=6&lang=en');
  });

  it('reads header info and the top banner', async () => {
    const { client, requests } = testClient((request) =>
      request.url.pathname.endsWith('headerInfo')
        ? json({
            data: {
              DirectNavigationMenuLinks: [{ LinkText: 'Home', LinkUrl: '/', ChildesItems: null }],
              RegisterLabel: 'Register',
            },
          })
        : json({ data: null }),
    );
    const header = await getHeaderInfo(client);
    expect(header.DirectNavigationMenuLinks[0]?.ChildesItems).toEqual([]);
    expect(header.ProfileMenuLinks).toEqual([]);
    await expect(getTopBanner(client)).resolves.toBeUndefined();
    expect(requests.map((request) => request.url.search)).toEqual(['?lang=en', '?lang=en']);
  });

  it('caches footer data per language and login state', async () => {
    const storage = memoryStorage();
    const { client, requests } = testClient(() =>
      json({ data: { CopyrightMessage: '© DGE', Logos: [{ Image: '/l.png' }] } }),
    );
    const footer = await getFooterData(client, { loggedIn: true, storage });
    expect(footer.CopyrightMessage).toBe('© DGE');
    await getFooterData(client, { loggedIn: true, storage });
    expect(requests).toHaveLength(1);
    await getFooterData(client, { loggedIn: false, storage });
    expect(requests).toHaveLength(2);
    expect(requests[1]?.url.search).toBe('?lang=en&loggedIn=false');
    expect([...storage.entries.keys()]).toEqual([
      footerCacheKey('en', true),
      footerCacheKey('en', false),
    ]);
  });

  it('ignores a corrupt footer cache and a storage that throws', async () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const { client } = testClient(() => json({ data: { CopyrightMessage: 'c' } }));
    await expect(
      getFooterData(client, { loggedIn: false, storage: broken }),
    ).resolves.toMatchObject({ CopyrightMessage: 'c' });
  });
});

describe('signed-in extras', () => {
  it('reads favourites, renders a document and submits feedback', async () => {
    const { client, requests } = testClient((request) => {
      if (request.url.pathname.endsWith('favourite-services'))
        return json({ data: [{ id: 9, Title: 'Visa', MobileAppOnly: true }] });
      if (request.url.pathname.endsWith('ftl')) return json({ data: { content: 'JVBERi0=' } });
      return json({ success: true });
    });
    await expect(getFavouriteServices(client)).resolves.toMatchObject([
      { id: '9', Title: 'Visa', MobileAppOnly: true },
    ]);
    await expect(
      renderDocument(client, { templateName: 'receipt', data: { amount: 1 } }),
    ).resolves.toEqual({ content: 'JVBERi0=', contentType: 'application/pdf' });
    await expect(submitFeedback(client, { lang: 'en', rating: 5, comment: 'Great' })).resolves.toBe(
      true,
    );
    expect(requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'GET /api/proxy/recommendation-engine/1.0/favourite-services',
      'POST /api/proxy/doc-engine/1.0/ftl',
      'POST /pub/feedback/submit',
    ]);
    expect(bodyOf(requests[1])).toEqual({
      templateName: 'receipt',
      data: { amount: 1 },
      lang: 'en',
      output: 'pdf',
    });
    expect(bodyOf(requests[2])).toEqual({ lang: 'en', rating: 5, comment: 'Great' });
  });

  it('refuses a rating outside 1–5', async () => {
    const error = (await rejectionOf(
      submitFeedback(testClient(() => json({})).client, { lang: 'en', rating: 6 }),
    )) as PortalError;
    expect(error.issues[0]).toMatch(/^rating: /);
  });

  it('reads highlights with an unknown interaction status and records interactions', async () => {
    const { client, requests } = testClient((request) =>
      request.url.pathname.endsWith('upsertSpotlightUserInteractions')
        ? json({ success: true })
        : json({
            data: [
              {
                spotlightId: 4,
                status: 'active',
                notificationData: { title: 'New', tags: null },
                userInteractionStatus: 'snoozed',
              },
            ],
          }),
    );
    const [spotlight] = await getHighlights(client, 'notificationSpotlights');
    expect(spotlight).toMatchObject({
      spotlightId: '4',
      userInteractionStatus: 'unknown',
      notificationData: { title: 'New', tags: [] },
    });
    await expect(
      recordSpotlightInteractions(client, [{ spotlightId: '4', status: 'read' }]),
    ).resolves.toBe(true);
    expect(requests[0]?.url.pathname).toBe(
      '/api/proxy/highlights-service/1.0/getNotificationSpotlights',
    );
    expect(bodyOf(requests[0])).toEqual({ platform: 'portal', language: 'en' });
    expect(bodyOf(requests[1])).toEqual({
      platform: 'portal',
      spotlights: [{ spotlightId: '4', status: 'read' }],
    });
    for (const list of ['dashboardSpotlights', 'whatsNew', 'announcements'] as const)
      await getHighlights(client, list);
    expect(requests.slice(2).map((request) => request.url.pathname.split('/').pop())).toEqual([
      'getDashboardSpotlights',
      'getWhatsNewDetails',
      'getAnnouncementDetails',
    ]);
  });
});

describe('smartpassUrl', () => {
  const origin = 'https://www.portal.test';

  it('builds the login address with provider and the checked redirect', () => {
    const { client } = testClient(() => json({}), { baseUrl: origin });
    const url = new URL(
      smartpassUrl(client, { action: 'login', redirectUrl: '/en/mylocker', origin }),
    );
    expect(url.pathname).toBe('/api/smartpass/login');
    expect(url.searchParams.get('provider')).toBe('uaepass');
    expect(url.searchParams.get('redirectUrl')).toBe('https://www.portal.test/en/mylocker');
  });

  it.each(['https://evil.example/steal', 'javascript:alert(1)', '//evil.example'])(
    'replaces the unsafe redirect %s by home and reports it',
    (redirectUrl) => {
      const onError = vi.fn();
      const { client } = testClient(() => json({}), { baseUrl: origin, onError });
      const url = new URL(smartpassUrl(client, { action: 'logout', redirectUrl, origin }));
      expect(url.searchParams.get('redirectUrl')).toBe('https://www.portal.test/');
      expect(onError).toHaveBeenCalledOnce();
    },
  );

  it('uses the demo endpoints on a local host only', () => {
    const local = testClient(() => json({}), { baseUrl: 'http://localhost:5173' }).client;
    expect(
      smartpassUrl(local, {
        action: 'login',
        redirectUrl: '/',
        origin: 'http://localhost:5173',
        demo: true,
      }),
    ).toContain('/api/smartpass/demo-login?');
    const live = testClient(() => json({}), { baseUrl: origin }).client;
    expect(
      smartpassUrl(live, { action: 'logout', redirectUrl: '/', origin, demo: true }),
    ).toContain('/api/smartpass/logout?');
  });
});
