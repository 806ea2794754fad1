import { describe, expect, it } from 'vitest';
import { routeParamsOf } from '../matchRoutePath';
import { guardSendsToNotFound, pageOfAddress, pageRenderedOnRequest } from '../pageOfAddress';
import { PORTAL_PAGES, type PortalPage } from '../pageTable';

describe('routeParamsOf', () => {
  it('names the parameters of a matching path, decoded, and nothing for another', () => {
    expect(routeParamsOf('/receipt/$service/$id', '/receipt/DEWA/a%20b')).toEqual({
      service: 'DEWA',
      id: 'a b',
    });
    expect(routeParamsOf('/receipt/$service/$id', '/receipt/DEWA')).toBeUndefined();
    expect(routeParamsOf('/mylocker', '/mylocker/')).toEqual({});
  });
});

describe('pageOfAddress', () => {
  it('finds the entry, its language and parameters for a canonical prefix only', () => {
    expect(pageOfAddress('/ar-AE/services/adp/transport/x')).toMatchObject({
      page: { id: 'service' },
      locale: 'ar-AE',
      path: '/services/adp/transport/x',
      params: { entity: 'adp', category: 'transport', slug: 'x' },
      redirect: undefined,
    });
    expect(pageOfAddress('/en')).toMatchObject({ page: { id: 'home' }, path: '/' });
    expect(pageOfAddress('/AR-AE/services/adp/transport/x')).toBeUndefined();
    expect(pageOfAddress('/en/no-such-page')).toBeUndefined();
  });

  // The first entry that matches names an address: an entry with a parameter placed before a fixed
  // address it also matches would take that page over (`ideas/$ideaId` answered `ideas/drafts` with
  // the 404 page before the table's community entries were ordered).
  it('names every fixed address by its own entry, never by an earlier one with a parameter', () => {
    const fixed = (PORTAL_PAGES as readonly PortalPage[]).filter(
      (page) => !page.path.includes('$'),
    );
    expect(
      fixed
        .filter((page) => pageOfAddress(`/en${page.path}`)?.page.id !== page.id)
        .map((page) => `${page.id} (${page.path}) → ${pageOfAddress(`/en${page.path}`)?.page.id}`),
    ).toEqual([]);
    expect(pageOfAddress('/en/tamm-by-you/ideas/drafts')?.page.id).toBe('ideaDrafts');
    expect(pageOfAddress('/en/tamm-by-you/ideas/107')?.page.id).toBe('idea');
  });

  it('runs the page’s guard', () => {
    const other = pageOfAddress('/en/services/nobody');
    expect(other?.redirect).toBe('/en/404');
    expect(other && guardSendsToNotFound(other)).toBe(true);
    expect(pageOfAddress('/en/services/business')?.redirect).toBeUndefined();
  });
});

describe('pageRenderedOnRequest', () => {
  it('is the marked pages at their canonical address, without a trailing slash', () => {
    expect(pageRenderedOnRequest('/en/services/adp/transport/x')?.page.id).toBe('service');
    expect(pageRenderedOnRequest('/en/searchresults', '?q=x')?.page.id).toBe('searchResults');
    expect(pageRenderedOnRequest('/en/services/adp/transport/x/')).toBeUndefined();
    expect(pageRenderedOnRequest('/en/services/business')).toBeUndefined();
    expect(pageRenderedOnRequest('/en/mylocker')).toBeUndefined();
  });
});
