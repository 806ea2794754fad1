import { describe, expect, it } from 'vitest';
import { catalogueFor } from '../catalogueFor';
import { entitySiteOf, serviceDetailsOf } from '../serviceDetails';

const ARABIC = /[\u0600-\u06ff]/;
const LATIN_WORD = /[A-Za-z]{3}/;

describe('service page details', () => {
  const catalogue = catalogueFor(1);
  const detailsOf = (index: number) => {
    const service = catalogue.services[index]!;
    return { service, details: serviceDetailsOf(service, catalogue.services) };
  };

  it('gives every service 3–6 requirements, documents and steps, 3–5 related services and channels, in both languages', () => {
    for (const service of catalogue.services) {
      const details = serviceDetailsOf(service, catalogue.services);
      for (const list of [details.requirements, details.documents, details.steps]) {
        expect(list.length).toBeGreaterThanOrEqual(3);
        expect(list.length).toBeLessThanOrEqual(6);
      }
      const texts = [
        ...details.requirements,
        ...details.documents,
        ...details.steps,
        ...details.fees.map((fee) => fee.label),
        ...details.channels.map((channel) => channel.text),
        details.duration,
      ];
      for (const text of texts) {
        expect(text.en).toMatch(LATIN_WORD);
        expect(text.en).not.toMatch(/\{[se]\}/);
        expect(text.ar).toMatch(ARABIC);
        expect(text.ar).not.toMatch(/\{[se]\}/);
      }
      expect(details.channels.length).toBeGreaterThan(0);
      expect(details.related.length).toBeGreaterThanOrEqual(3);
      expect(details.related.length).toBeLessThanOrEqual(5);
    }
  });

  it('relates only other services of the same category that exist in the catalogue', () => {
    for (const service of catalogue.services) {
      for (const related of serviceDetailsOf(service, catalogue.services).related) {
        expect(catalogue.byPath.get(related.path)).toBe(related);
        expect(related.category.key).toBe(service.category.key);
        expect(related.id).not.toBe(service.id);
      }
    }
  });

  it('starts an online service on its entity’s https site, and nothing else online', () => {
    for (const service of catalogue.services) {
      const url = serviceDetailsOf(service, catalogue.services).startUrl('ar');
      if (service.OnlineService && !service.mobileOnly) {
        expect(url?.startsWith(`${entitySiteOf(service.entity.key)}/`)).toBe(true);
        expect(new URL(url ?? '').protocol).toBe('https:');
        expect(url).toMatch(/\?lang=ar$/);
      } else {
        expect(url).toBeUndefined();
      }
    }
  });

  it('has app-only, sign-in-only, open online and offline services', () => {
    const { services } = catalogue;
    expect(services.some((s) => s.mobileOnly)).toBe(true);
    expect(services.some((s) => s.OnlineService && !s.mobileOnly && s.requiresSignIn)).toBe(true);
    expect(services.some((s) => s.OnlineService && !s.mobileOnly && !s.requiresSignIn)).toBe(true);
    expect(services.some((s) => !s.OnlineService && !s.mobileOnly)).toBe(true);
  });

  it('charges in AED by action, businesses more than people, and nothing to track', () => {
    const feeOf = (action: string, bundle: string) =>
      catalogue.services
        .filter((s) => s.action === action && s.bundle === bundle)
        .map((s) => serviceDetailsOf(s, catalogue.services).fees[0]?.amount ?? 0);
    const issue = feeOf('issue', 'individual');
    const cancel = feeOf('cancel', 'individual');
    expect(Math.min(...issue)).toBeGreaterThan(Math.max(...cancel));
    expect(Math.min(...feeOf('issue', 'business'))).toBeGreaterThan(Math.max(...issue));
    expect(feeOf('track', 'individual').every((amount) => amount === 0)).toBe(true);
  });

  it('is the same for the same service', () => {
    const first = detailsOf(42);
    const again = serviceDetailsOf(first.service, catalogueFor(1).services);
    expect({ ...again, startUrl: again.startUrl('en') }).toEqual({
      ...first.details,
      startUrl: first.details.startUrl('en'),
    });
  });
});
