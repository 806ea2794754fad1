import { describe, expect, it } from 'vitest';
import { catalogueFor } from '../catalogueFor';
import { normaliseText, tokenise } from '../normaliseText';

const { search } = catalogueFor(1);
const names = (q: string, extra: object = {}) =>
  search.search({ q, pageSize: 10, ...extra }).hits.map((hit) => hit.service.ServiceShortName);

describe('service search', () => {
  it('ranks names starting with the query first, in English', () => {
    const [first] = names('renew driving licence');
    expect(first?.en).toMatch(/^Renew a driving licence/);
  });

  it('reads American spelling and other word forms', () => {
    expect(names('driving license renewal')[0]?.en).toMatch(/^Renew a driving licence/);
  });

  it('finds Arabic with or without the article, hamza forms and diacritics', () => {
    for (const query of ['تجديد رخصة قيادة', 'تجديد الرخصة', 'تَجْدِيد رخصه قياده']) {
      const [first] = names(query);
      expect(first?.ar, query).toMatch(/^تجديد رخصة/);
    }
    expect(names('اصدار شهادة ميلاد')[0]?.ar).toBe('إصدار شهادة ميلاد');
  });

  it('answers an Arabic query from the Arabic names whatever the interface language', () => {
    expect(search.search({ q: 'رخصة' }).queryLanguage).toBe('ar');
    expect(search.search({ q: 'licence' }).queryLanguage).toBe('en');
  });

  it('requires every meaningful word to match', () => {
    expect(search.search({ q: 'renew xylophone' }).total).toBe(0);
    expect(search.search({ q: '' }).total).toBe(0);
  });

  it('drops stop words unless the query has nothing else', () => {
    const residents = search.search({ q: 'for residents', pageSize: 100 });
    expect(residents.total).toBeGreaterThan(100);
    expect(
      residents.hits.every((hit) => hit.service.ServiceShortName.en.endsWith(' for residents')),
    ).toBe(true);
    expect(search.search({ q: 'for' }).total).toBeGreaterThan(0);
  });

  it('pages without overlap and reports the total', () => {
    const first = search.search({ q: 'licence', pageSize: 5, pageNum: 1 });
    const second = search.search({ q: 'licence', pageSize: 5, pageNum: 2 });
    expect(first.total).toBeGreaterThan(10);
    expect(first.hits).toHaveLength(5);
    const ids = new Set(first.hits.map((hit) => hit.service.id));
    expect(second.hits.some((hit) => ids.has(hit.service.id))).toBe(false);
    const scores = [...first.hits, ...second.hits].map((hit) => hit.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('filters by bundle and persona', () => {
    const business = search.search({ q: 'permit', bundle: 'business', pageSize: 100 });
    expect(business.hits.every((hit) => hit.service.bundle === 'business')).toBe(true);
    const expat = search.search({ q: 'licence', persona: 'expat', pageSize: 100 });
    expect(expat.hits.every((hit) => hit.service.personas.includes('expat'))).toBe(true);
  });

  // Common searches name what people pay, not the service's name (issue G §5).
  const utilityBill = (hit: { service: { category: { key: string } } }) =>
    hit.service.category.key === 'utilities';
  // A traffic fine or a parking fine (Mawaqif).
  const aFine = (hit: { service: { ServiceShortName: { en: string } } }) =>
    /\b(traffic|parking) fine\b/.test(hit.service.ServiceShortName.en);
  it.each([
    ['bill', 'en', utilityBill],
    ['bills', 'en', utilityBill],
    ['فاتورة', 'ar', utilityBill],
    ['الفواتير', 'ar', utilityBill],
    ['fine', 'en', aFine],
    ['fines', 'en', aFine],
    ['مخالفات', 'ar', aFine],
    ['غرامة', 'ar', aFine],
  ] as const)('finds %j in its own language', (q, language, isRight) => {
    const page = search.search({ q, pageSize: 100 });
    expect(page.queryLanguage).toBe(language);
    expect(page.total).toBeGreaterThan(0);
    expect(page.hits.every(isRight)).toBe(true);
    // Paying is what a search for a bill or a fine is for.
    expect(page.hits[0]?.service.ServiceShortName.en).toMatch(/^Pay the fees of /);
  });

  it('finds the same services for a bill or a fine in English and in Arabic', () => {
    const ids = (q: string) =>
      new Set(search.search({ q, pageSize: 100 }).hits.map((hit) => hit.service.id));
    expect(ids('فاتورة')).toEqual(ids('bill'));
    expect(ids('مخالفات')).toEqual(ids('fine'));
  });

  it('ranks a keyword below a word of the name', () => {
    // "water" is in the name of water services and only in the category of electricity ones.
    const [first] = search.search({ q: 'water bill' }).hits;
    expect(first?.service.ServiceShortName.en).toMatch(/water connection/);
  });

  it('finds services by their entity', () => {
    expect(search.search({ q: 'police' }).total).toBeGreaterThan(0);
  });
});

describe('text normalisation', () => {
  it('folds Arabic letter variants, diacritics and Arabic-Indic digits', () => {
    expect(normaliseText('أإآة ى ؤ ئ ـ ١٢٣')).toBe('اااه ي و ي  123');
    expect(tokenise('والرخصة للمواطنين')).toEqual(['رخصه', 'مواطنين']);
  });

  it('folds common Arabic plurals to the singular the catalogue writes', () => {
    expect(tokenise('المخالفات فواتير غرامات')).toEqual(['مخالفه', 'فاتوره', 'غرامه']);
    expect(tokenise('bills fines')).toEqual(['bill', 'fine']);
  });
});
