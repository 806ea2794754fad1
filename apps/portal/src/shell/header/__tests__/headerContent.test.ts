import { getHeaderInfo, headerInfoCall, type HeaderInfo } from '@portal/core/api/portal';
import { createPortalClient } from '@portal/core/client';
import { createSandbox } from '@portal/sandbox';
import { describe, expect, it } from 'vitest';
import { checkedHref } from '../../../platform/cms/checkedLinks';
import { headerContentOf } from '../headerContent';
import { HEADER_INFO_QUERY } from '../useHeaderContent';

const ORIGIN = 'https://portal.example';

async function sandboxHeaderInfo(lang: 'en' | 'ar'): Promise<HeaderInfo> {
  const app = createSandbox({ seed: 1 });
  const client = createPortalClient({
    baseUrl: 'http://sandbox.test',
    lang,
    fetch: async (request) => app.fetch(request),
  });
  return getHeaderInfo(client);
}

const info = (overrides: Partial<HeaderInfo>): HeaderInfo => ({
  DirectNavigationMenuLinks: [],
  DesktopLogo: null,
  MobileLogo: null,
  UserIcon: null,
  welcomeMessage: null,
  RegisterLabel: null,
  LogoutLabel: null,
  uaePassImage: null,
  ProfileMenuLinks: [],
  ...overrides,
});

describe('headerContentOf', () => {
  it('maps the sandbox CMS header: links with children, logos, profile links in the page language', async () => {
    const content = headerContentOf(await sandboxHeaderInfo('ar'), 'ar-AE', ORIGIN);
    expect(content.navigation.map((link) => link.label)).toEqual([
      'الخدمات',
      'خزانتي',
      'تواصل معنا',
    ]);
    expect(content.navigation[0]?.children?.map((child) => child.href)).toEqual([
      '/ar-AE/services/individual',
      '/ar-AE/services/business',
    ]);
    expect(content.logo).toEqual({
      desktopSrc: '/__sandbox/img/logo-desktop.svg',
      mobileSrc: '/__sandbox/img/logo-mobile.svg',
    });
    // ProfileMenuLinks come without a language (spec 001 §2 personal areas): the page's is added.
    expect(content.profileLinks.map((link) => link.href)).toEqual([
      '/ar-AE/mylocker',
      '/ar-AE/my-utilities',
      '/ar-AE/spaces',
      '/ar-AE/my-data',
      '/ar-AE/my-data/settings',
    ]);
    expect(content.registerLabel).toBe('التسجيل');
  });

  it('leaves out links it must not follow and links without words; a parent keeps its children', () => {
    const content = headerContentOf(
      info({
        DirectNavigationMenuLinks: [
          {
            LinkText: 'Parent',
            LinkUrl: 'javascript:alert(1)',
            ChildesItems: [
              { LinkText: 'Child', LinkUrl: '/en/child', Icon: null },
              { LinkText: 'Evil', LinkUrl: '//evil.example/x', Icon: null },
            ],
          },
          { LinkText: 'Elsewhere', LinkUrl: 'https://evil.example/', ChildesItems: [] },
          { LinkText: '  ', LinkUrl: '/en/x', ChildesItems: [] },
        ],
        DesktopLogo: 'https://evil.example/logo.svg',
        ProfileMenuLinks: [{ LinkText: 'Data', LinkUrl: '/my-data', Icon: 'javascript:x' }],
      }),
      'en',
      ORIGIN,
    );
    expect(content.navigation).toEqual([
      { label: 'Parent', href: undefined, children: [{ label: 'Child', href: '/en/child' }] },
    ]);
    expect(content.logo).toEqual({});
    expect(content.profileLinks).toEqual([{ label: 'Data', href: '/en/my-data' }]);
  });

  it('keeps a language prefix that is there, and the query and fragment', () => {
    expect(checkedHref('/ar-AE/spaces?x=1#top', 'en', ORIGIN)).toBe('/ar-AE/spaces?x=1#top');
    expect(checkedHref(`${ORIGIN}/mylocker`, 'en', ORIGIN)).toBe('/mylocker');
    expect(checkedHref(undefined, 'en', ORIGIN)).toBeUndefined();
  });

  it('caches under the id of core’s header-info call', () => {
    expect(HEADER_INFO_QUERY.id).toBe(headerInfoCall.id);
  });
});
