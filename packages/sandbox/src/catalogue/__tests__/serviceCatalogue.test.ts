import { describe, expect, it } from 'vitest';
import { catalogueFor } from '../catalogueFor';
import { buildServiceCatalogue } from '../serviceCatalogue';
import { PARKING_RELATED_SERVICES } from '../../state/parking';

describe('service catalogue', () => {
  const { services } = catalogueFor(1);

  it('has more than 700 services, each named and described in English and Arabic', () => {
    expect(services.length).toBeGreaterThan(700);
    for (const service of services) {
      expect(service.ServiceShortName.en).toMatch(/^[A-Z]/);
      expect(service.ServiceShortName.ar).toMatch(/[\u0600-\u06ff]/);
      expect(service.description.ar).toMatch(/[\u0600-\u06ff]/);
    }
  });

  it('covers both bundles and both personas, with unique ids and paths', () => {
    expect(new Set(services.map((s) => s.bundle))).toEqual(new Set(['individual', 'business']));
    expect(new Set(services.flatMap((s) => s.personas))).toEqual(new Set(['emirati', 'expat']));
    expect(new Set(services.map((s) => s.id)).size).toBe(services.length);
    expect(new Set(services.map((s) => s.path)).size).toBe(services.length);
  });

  it('keys each service by what it is (subject, action, persona), unique and the same in every seed', () => {
    expect(new Set(services.map((s) => s.key)).size).toBe(services.length);
    const renew = catalogueFor(1).byKey.get('parking-permit/renew');
    expect(renew?.ServiceShortName.en).toBe('Renew a resident parking permit');
    expect(catalogueFor(7).byKey.get('parking-permit/renew')?.path).toBe(renew?.path);
    // Every key the sandbox's own content names is in the catalogue.
    for (const { serviceKey } of PARKING_RELATED_SERVICES.filter((s) => 'serviceKey' in s)) {
      expect(catalogueFor(1).byKey.has(serviceKey), serviceKey).toBe(true);
    }
  });

  it('uses "an" before a vowel', () => {
    expect(services.map((s) => s.ServiceShortName.en)).toContain('Issue an industrial licence');
    expect(services.some((s) => / a [aeio]/i.test(s.ServiceShortName.en))).toBe(false);
  });

  it('is the same for the same seed', () => {
    expect(buildServiceCatalogue(3)).toEqual(buildServiceCatalogue(3));
  });
});
