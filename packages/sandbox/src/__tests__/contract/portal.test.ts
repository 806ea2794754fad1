import {
  getContentItem,
  getFavouriteServices,
  getFooterData,
  getHeaderInfo,
  getHighlights,
  getLanguageList,
  getMiniApp,
  getServiceList,
  serviceListQueryOf,
  getSuitableServices,
  getTopBanner,
  recordSpotlightInteractions,
  renderDocument,
  searchServices,
  searchSuggestions,
  submitFeedback,
} from '@portal/core/api/portal';
import { getServiceByGspPath } from '@portal/core/api/common';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_LIST_ITEM_ID, MINI_APP_ITEM_ID } from '../../routes/portal';
import { clientFor, testSandbox } from '../support/sandboxClient';

describe('public portal against the sandbox', () => {
  it('serves the 58 interface languages inside the CMS item, with direction and names', async () => {
    const languages = await getLanguageList(clientFor(testSandbox()), {
      itemId: LANGUAGE_LIST_ITEM_ID,
    });
    expect(languages).toHaveLength(58);
    expect(languages.find((l) => l.iso === 'ar')).toMatchObject({
      direction: 'rtl',
      native_name: 'العربية',
    });
    expect(languages.find((l) => l.name === 'ptBR')).toMatchObject({
      iso: 'pt-BR',
      direction: 'ltr',
    });
  });

  it('lists the services of a bundle by category, most popular first, with mini-apps marked', async () => {
    const client = clientFor(testSandbox(), { lang: 'ar' });
    const all = await getServiceList(client, { bundle: 'business' });
    expect(all.categories.length).toBeGreaterThan(1);
    expect(all.services).toHaveLength(10);
    expect(all.total).toBe(
      all.categories.reduce((sum, category) => sum + (category.count ?? 0), 0),
    );
    const category = all.categories[0];
    if (!category) throw new Error('no category');
    const one = await getServiceList(client, {
      bundle: 'business',
      category: category.key,
      pageNum: 2,
    });
    expect(one.total).toBe(category.count);
    expect(one.pageNum).toBe(2);
    expect(one.services.every((service) => /[\u0600-\u06ff]/.test(service.title))).toBe(true);
    const individual = await getServiceList(client, { bundle: 'individual' });
    expect(individual.services[0]?.path).not.toBe(all.services[0]?.path);
  });

  it('narrows the individual services to a persona: the Emirati citizens card’s list', async () => {
    const client = clientFor(testSandbox(), { lang: 'en' });
    const everyone = await getServiceList(client, { bundle: 'individual' });
    const emirati = await getServiceList(client, serviceListQueryOf('emirati'));
    const expat = await getServiceList(client, serviceListQueryOf('expat'));
    expect(emirati.total).toBeGreaterThan(10);
    expect(emirati.total).toBeLessThan(everyone.total);
    expect(expat.total).toBeLessThan(everyone.total);
    // A service for UAE nationals is on the Emirati list and not on the residents' one.
    const forNationals = emirati.services.find((service) => /UAE nationals/.test(service.title));
    expect(forNationals).toBeDefined();
    expect(expat.services.map((service) => service.path)).not.toContain(forNationals?.path);
    expect(emirati.total).toBe(
      emirati.categories.reduce((sum, category) => sum + (category.count ?? 0), 0),
    );
  });

  it('serves the mini-app and the home content items with their children', async () => {
    const client = clientFor(testSandbox(), { lang: 'ar' });
    const miniApp = await getMiniApp(client, MINI_APP_ITEM_ID);
    expect(miniApp).toBeDefined();
    const hero = await getContentItem(client, { itemId: 'hero' });
    expect(hero.mainItem?.['Searchbox']).toBe('ابحث عن خدمة');
    const categories = await getContentItem(client, { itemId: 'suit-your-needs' });
    expect(categories.childsListItem).toHaveLength(3);
    const withoutChildren = await getContentItem(client, {
      itemId: 'suit-your-needs',
      children: false,
    });
    expect(withoutChildren.childsListItem ?? []).toHaveLength(0);
  });

  it('serves "services for everyone" in each language, each leading to a search with results', async () => {
    for (const lang of ['en', 'ar'] as const) {
      const client = clientFor(testSandbox(), { lang });
      const everyone = await getContentItem(client, { itemId: 'services-for-everyone' });
      expect(everyone.mainItem?.['Title']).toBe(
        lang === 'en' ? 'Services for everyone' : 'خدمات للجميع',
      );
      const children = everyone.childsListItem ?? [];
      expect(children).toHaveLength(3);
      for (const child of children) {
        expect(child['Title']).toEqual(expect.any(String));
        expect(child['Description']).toEqual(expect.any(String));
        const link = new URL(String(child['ViewAllLink']), 'https://portal.test');
        expect(link.pathname).toBe('/searchresults');
        const found = await searchServices(client, { q: link.searchParams.get('q') ?? '' });
        expect(found.total, String(child['ViewAllLink'])).toBeGreaterThan(0);
      }
    }
  });

  it('swallows an unknown content item into an empty object (spec 001 §8)', async () => {
    expect(await getContentItem(clientFor(testSandbox()), { itemId: 'nothing' })).toEqual({});
  });

  it('suggests services for English and Arabic queries, ranked', async () => {
    const client = clientFor(testSandbox());
    const english = await searchSuggestions(client, 'renew driving licence');
    const names = english.map((r) => r.Data?.ServiceShortName);
    // The exact name first; its audience variants after it, in popularity order.
    expect(names[0]).toBe('Renew a driving licence');
    expect(new Set(names.slice(1))).toEqual(
      new Set([
        'Renew a driving licence for UAE nationals',
        'Renew a driving licence for residents',
      ]),
    );
    expect(await searchSuggestions(client, 'licence')).toHaveLength(5);
    const arabic = await searchSuggestions(
      clientFor(testSandbox(), { lang: 'ar' }),
      'تجديد رخصة قيادة',
    );
    expect(arabic[0]?.Data?.ServiceShortName).toMatch(/^تجديد رخصة قيادة/);
    expect(await searchSuggestions(client, 'qwertyzzz')).toEqual([]);
  });

  it.each([
    ['bill', 'en', /^Pay the fees of an? (water|electricity) connection/],
    ['فاتورة', 'ar', /^دفع رسوم توصيل (المياه|الكهرباء)/],
    ['fine', 'en', /^Pay the fees of a traffic fine/],
    ['مخالفات', 'ar', /^دفع رسوم مخالفة مرورية/],
  ] as const)('suggests the right services for %j', async (q, lang, first) => {
    const suggestions = await searchSuggestions(clientFor(testSandbox(), { lang }), q);
    expect(suggestions).toHaveLength(5);
    expect(suggestions[0]?.Data?.ServiceShortName).toMatch(first);
  });

  it('pages search results per audience tab with the total', async () => {
    const client = clientFor(testSandbox());
    const all = await searchServices(client, { q: 'licence' });
    expect(all.results).toHaveLength(10);
    expect(all.total).toBeGreaterThan(10);
    expect(all.pageCount).toBe(Math.ceil(all.total / 10));
    const business = await searchServices(client, { q: 'licence', tab: 'business' });
    const individual = await searchServices(client, { q: 'licence', tab: 'individual' });
    expect(business.total + individual.total).toBe(all.total);
    const second = await searchServices(client, { q: 'licence', pageNum: 2 });
    expect(second.results[0]?.id).not.toBe(all.results[0]?.id);
    expect((await searchServices(client, { q: 'qwertyzzz' })).total).toBe(0);
  });

  it.each([
    ['business space', 'en', 'space-buss', 'Business space', 'buss', 'Issue a trade licence'],
    ['workspace', 'en', 'space-buss', 'Business space', 'buss', 'Issue a trade licence'],
    ['property', 'en', 'space-prop', 'Property space', 'prop', 'Register a tenancy contract'],
    ['مساحة الأعمال', 'ar', 'space-buss', 'مساحة الأعمال', 'buss', 'إصدار رخصة تجارية'],
    ['العقارات', 'ar', 'space-prop', 'مساحة العقارات', 'prop', 'تسجيل عقد إيجار'],
  ] as const)(
    'finds the space %j (spec 001 §6): ItemType space, its SpaceCode, the path of its online service',
    async (q, lang, id, name, spaceCode, serviceName) => {
      const client = clientFor(testSandbox(), { lang });
      const [first] = await searchSuggestions(client, q);
      expect(first).toMatchObject({
        id,
        ItemType: 'space',
        Data: { ServiceShortName: name, title: name, SpaceCode: spaceCode },
      });
      // A visitor's link: the path is a catalogue service's, which the service read answers.
      const service = await getServiceByGspPath(client, first?.Path ?? '');
      expect(service.ServiceShortName ?? service.Title).toBe(serviceName);
      expect(first?.Data?.OnlineService).toEqual(expect.any(Boolean));
    },
  );

  it('lists both spaces for "space" and "مساحة", in the all-tabs search and the Workspaces tab only', async () => {
    for (const [q, lang] of [
      ['space', 'en'],
      ['مساحة', 'ar'],
    ] as const) {
      const client = clientFor(testSandbox(), { lang });
      const spacesOf = (page: Awaited<ReturnType<typeof searchServices>>) =>
        page.results.filter((result) => result.ItemType === 'space').map((result) => result.id);
      expect(spacesOf(await searchServices(client, { q }))).toEqual(['space-buss', 'space-prop']);
      expect(spacesOf(await searchServices(client, { q, tab: 'workspaces' }))).toEqual([
        'space-buss',
        'space-prop',
      ]);
      for (const tab of ['individual', 'emirati', 'business'] as const)
        expect(spacesOf(await searchServices(client, { q, tab }))).toEqual([]);
    }
    const client = clientFor(testSandbox());
    expect((await searchSuggestions(client, 'licence')).some((r) => r.ItemType === 'space')).toBe(
      false,
    );
  });

  it('pages the spaces and the services as one list', async () => {
    const client = clientFor(testSandbox());
    const services = await searchServices(client, { q: 'property', tab: 'business', pageSize: 50 });
    const all: string[] = [];
    const first = await searchServices(client, { q: 'property', tab: 'workspaces', pageSize: 5 });
    expect(first.total).toBe(services.total + 1);
    for (let pageNum = 1; pageNum <= Math.min(first.pageCount, 4); pageNum += 1) {
      const page = await searchServices(client, {
        q: 'property',
        tab: 'workspaces',
        pageSize: 5,
        pageNum,
      });
      all.push(...page.results.map((result) => result.id ?? ''));
    }
    expect(all).toEqual(
      ['space-prop', ...services.results.map((result) => result.id)].slice(0, all.length),
    );
    expect(all).toHaveLength(Math.min(first.total, 20));
  });

  it('lists six suitable services and the header, banner and footer in both languages', async () => {
    const client = clientFor(testSandbox(), { lang: 'ar' });
    expect(await getSuitableServices(client)).toHaveLength(6);
    expect((await getHeaderInfo(client)).LogoutLabel).toBe('تسجيل الخروج');
    expect((await getTopBanner(client))?.Title).toMatch(/[\u0600-\u06ff]/);
    const visitor = await getFooterData(client, { loggedIn: false });
    const member = await getFooterData(client, { loggedIn: true });
    expect(member.FooterSections.length).toBe(visitor.FooterSections.length + 1);
  });

  it('lists favourites, flagging app-only services', async () => {
    const favourites = await getFavouriteServices(clientFor(testSandbox()));
    expect(favourites.map((f) => f.id)).toEqual(['svc-0001', 'svc-0046', 'svc-0301']);
    expect(favourites.every((f) => typeof f.MobileAppOnly === 'boolean')).toBe(true);
  });

  it('accepts feedback and renders documents as PDF and HTML', async () => {
    const client = clientFor(testSandbox());
    expect(
      await submitFeedback(client, { lang: 'en', rating: 5, comment: 'Quick and clear' }),
    ).toBe(true);
    const pdf = await renderDocument(client, {
      templateName: 'salary-certificate',
      data: { name: 'Mariam' },
    });
    expect(pdf.contentType).toBe('application/pdf');
    expect(Buffer.from(pdf.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const html = await renderDocument(client, {
      templateName: 't',
      data: { x: '<b>' },
      output: 'html',
    });
    expect(html.content).toContain('&lt;b&gt;');
  });

  it('reads each highlights list; dismissing a spotlight removes it', async () => {
    const client = clientFor(testSandbox());
    for (const list of [
      'dashboardSpotlights',
      'whatsNew',
      'announcements',
      'notificationSpotlights',
    ] as const) {
      expect((await getHighlights(client, list)).length).toBeGreaterThan(0);
    }
    const [first] = await getHighlights(client, 'dashboardSpotlights');
    expect(first?.userInteractionStatus).toBe('unread');
    expect(
      await recordSpotlightInteractions(client, [
        { spotlightId: first?.spotlightId ?? '', status: 'dismissed' },
      ]),
    ).toBe(true);
    expect(
      (await getHighlights(client, 'dashboardSpotlights')).some(
        (h) => h.spotlightId === first?.spotlightId,
      ),
    ).toBe(false);
  });
});
