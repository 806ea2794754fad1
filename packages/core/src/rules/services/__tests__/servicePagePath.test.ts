import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serviceGspPathOf, servicePagePath } from '../servicePagePath';

describe('servicePagePath', () => {
  it("puts the catalogue's path under the language prefix", () => {
    expect(servicePagePath('en', 'services/ded/business/renew-a-trade-licence')).toBe(
      '/en/services/ded/business/renew-a-trade-licence',
    );
    expect(servicePagePath('ar-AE', '/services/doh/health/issue-a-health-card')).toBe(
      '/ar-AE/services/doh/health/issue-a-health-card',
    );
  });

  it('encodes each segment', () => {
    expect(servicePagePath('en', 'services/d d/b%/s')).toBe(undefined);
    expect(servicePagePath('en', 'services/dé/b%/s')).toBe('/en/services/d%C3%A9/b%25/s');
  });

  it('refuses a path of another shape', () => {
    for (const path of [
      '',
      'services/ded/business',
      'services/ded/business/x/y',
      'other/ded/business/x',
      'services/ded/../x',
      'services//business/x',
      'services/ded/business/x?y=1',
      'services/ded/business/x#top',
      'services\\ded/business/x',
      '//evil.example/a/b',
    ])
      expect(servicePagePath('en', path)).toBe(undefined);
  });

  it('throws a RangeError for a locale that is not the portal’s', () => {
    expect(() => servicePagePath('fr' as 'en', 'services/a/b/c')).toThrow(RangeError);
  });
});

describe('serviceGspPathOf', () => {
  it('builds the GSP path from the page parameters', () => {
    expect(serviceGspPathOf({ entity: 'ded', category: 'business', slug: 'renew' })).toBe(
      'services/ded/business/renew',
    );
  });

  it('throws a RangeError for an empty parameter', () => {
    expect(() => serviceGspPathOf({ entity: '', category: 'b', slug: 's' })).toThrow(RangeError);
  });

  it('is the inverse of servicePagePath for every plain path', () => {
    const segment = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,20}$/);
    fc.assert(
      fc.property(segment, segment, segment, fc.constantFrom('en', 'ar-AE'), (e, c, s, locale) => {
        const gspPath = serviceGspPathOf({ entity: e, category: c, slug: s });
        expect(servicePagePath(locale, gspPath)).toBe(`/${locale}/${gspPath}`);
      }),
    );
  });
});
