import { describe, expect, it, vi } from 'vitest';
import { allServicesHrefOf, serviceListItemsOf } from '../allServicesLinks';

const ORIGIN = 'https://portal.example';
const service = (over: Partial<Parameters<typeof serviceListItemsOf>[0][number]>) => ({
  id: '1',
  title: 'Renew a licence',
  description: 'd',
  entityName: 'e',
  path: 'services/a/b',
  mobileAppOnly: false,
  ...over,
});

describe('allServicesHrefOf', () => {
  it('writes the category and a page after the first', () => {
    expect(allServicesHrefOf('en', 'individual', {})).toBe('/en/services/individual');
    expect(allServicesHrefOf('ar-AE', 'business', { category: 'health', page: 2 })).toBe(
      '/ar-AE/services/business?category=health&page=2',
    );
    expect(allServicesHrefOf('en', 'business', { page: 1 })).toBe('/en/services/business');
  });
});

describe('serviceListItemsOf', () => {
  it('links a service in the page language and drops an unsafe address', () => {
    expect(
      serviceListItemsOf(
        [service({}), service({ id: '2', path: 'javascript:alert(1)' })],
        'ar-AE',
        ORIGIN,
      ),
    ).toEqual([
      {
        id: '1',
        title: 'Renew a licence',
        description: 'd',
        entityName: 'e',
        href: '/ar-AE/services/a/b',
      },
    ]);
  });

  it('makes an app-only service a button when the dialog can open', () => {
    const openApp = vi.fn();
    const app = service({ mobileAppOnly: true });
    const [item] = serviceListItemsOf([app], 'en', ORIGIN, openApp);
    expect(item?.href).toBeUndefined();
    item?.onOpenApp?.();
    expect(openApp).toHaveBeenCalledWith(app);
    expect(serviceListItemsOf([app], 'en', ORIGIN)[0]?.href).toBe('/en/services/a/b');
  });
});
