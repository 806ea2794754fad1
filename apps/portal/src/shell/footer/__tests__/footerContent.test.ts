import type { FooterData } from '@portal/core/api/portal';
import { describe, expect, it } from 'vitest';
import { footerContentOf, footerHref, socialSiteOf, type FooterWords } from '../footerContent';

const origin = 'https://portal.example';
const where = { locale: 'ar-AE' as const, origin };
const words: FooterWords = {
  copyright: '© 2026 fallback',
  socialName: (site) => (site === 'x' ? 'X' : undefined),
  storeName: (store) => `store:${store}`,
};

function footer(overrides: Partial<FooterData> = {}): FooterData {
  return {
    FooterSections: [],
    EmergencyNumbers: [],
    DownloadApps: [],
    SocialLinks: [],
    Logos: [],
    Copyrights: [],
    ...overrides,
  } as FooterData;
}

describe('footerHref', () => {
  it('gives portal paths the page language, keeps prefixed ones and trusted sites', () => {
    expect(footerHref('/about', where)).toEqual({ href: '/ar-AE/about', external: false });
    expect(footerHref('/en/faq?x=1', where)).toEqual({ href: '/en/faq?x=1', external: false });
    expect(footerHref('https://x.com/portal', where)).toEqual({
      href: 'https://x.com/portal',
      external: true,
    });
  });

  it('leaves out what safeUrl refuses and what is missing', () => {
    for (const raw of [
      'javascript:alert(1)',
      'https://evil.example/',
      'http://x.com/',
      '',
      null,
      undefined,
    ]) {
      expect(footerHref(raw, where), String(raw)).toBeUndefined();
    }
  });
});

describe('footerContentOf', () => {
  it('maps the CMS footer, dropping entries without a name or a safe address', () => {
    const content = footerContentOf(
      footer({
        FooterSections: [
          {
            Text: 'Help',
            Link: '/help',
            NavList: [
              { Name: 'FAQ', Link: '/faq' },
              { Name: 'Bad', Link: 'javascript:alert(1)' },
              { Name: '', Link: '/x' },
            ],
          },
          { Text: 'Empty', Link: null, NavList: [{ Name: 'Evil', Link: 'https://evil.example' }] },
        ],
        EmergencyNumbers: [
          { Name: 'Police', Number: '999' },
          { Name: 'Ambulance line', Number: '+971 50 123 4567' },
          { Name: 'From abroad', Number: '+971 2 666 6666' },
          { Name: 'Trick', Number: 'javascript:1' },
        ],
        SocialLinks: [
          { SocialSiteImage: '/__sandbox/img/x.svg', SocialSiteLink: 'https://twitter.com/p' },
          { SocialSiteImage: null, SocialSiteLink: 'https://www.youtube.com/p' },
        ],
        DownloadApps: [{ AppImage: 'javascript:1', AppLink: 'https://apps.apple.com/app/id1' }],
        CopyrightMessage: null,
      }),
      words,
      where,
    );
    expect(content.sections).toEqual([
      { title: 'Help', links: [{ label: 'FAQ', href: '/ar-AE/faq', external: false }] },
    ]);
    // A mobile is shown as 05… (spec 000 §9); a landline keeps its international form.
    expect(content.emergencyNumbers).toEqual([
      { name: 'Police', number: '999' },
      { name: 'Ambulance line', number: '0501234567' },
      { name: 'From abroad', number: '+971 2 666 6666' },
    ]);
    expect(content.socialLinks).toEqual([
      {
        label: 'X',
        href: 'https://twitter.com/p',
        external: true,
        imageSrc: '/__sandbox/img/x.svg',
      },
      { label: 'www.youtube.com', href: 'https://www.youtube.com/p', external: true },
    ]);
    expect(content.apps?.links).toEqual([
      { label: 'store:appStore', href: 'https://apps.apple.com/app/id1', external: true },
    ]);
    expect(content.copyright).toBe('© 2026 fallback');
  });

  it('names social sites by their host', () => {
    expect(socialSiteOf('https://www.instagram.com/p', origin)).toBe('instagram');
    expect(socialSiteOf('https://twitter.com/p', origin)).toBe('x');
  });
});
