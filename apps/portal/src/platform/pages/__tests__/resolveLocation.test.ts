import { describe, expect, it } from 'vitest';
import {
  ARABIC_PAGE_PATTERN,
  prefixLocaleOf,
  resolveLocation,
  type LocationSignals,
} from '../resolveLocation';

const ROUTES = ['/', '/404', '/chat', '/searchresults', '/mylocker/SupportCenter/Details/$caseId'];

function decide(pathname: string, extra: Partial<LocationSignals> = {}) {
  return resolveLocation({ pathname, search: '', ...extra }, ROUTES);
}

describe('resolveLocation (spec 001 §2)', () => {
  it('shows canonical addresses of known pages as they are', () => {
    expect(decide('/en/')).toEqual({ kind: 'page', locale: 'en' });
    expect(decide('/ar-AE/')).toEqual({ kind: 'page', locale: 'ar-AE' });
    expect(decide('/en')).toEqual({ kind: 'page', locale: 'en' });
    expect(decide('/ar-AE/searchresults', { search: '?q=bill' })).toEqual({
      kind: 'page',
      locale: 'ar-AE',
    });
    expect(decide('/en/mylocker/SupportCenter/Details/CAS-1')).toEqual({
      kind: 'page',
      locale: 'en',
    });
  });

  it('lands /ar/ and /ar-ae/ (any case) on Arabic, keeping the rest of the address', () => {
    expect(decide('/ar/')).toMatchObject({ kind: 'redirect', href: '/ar-AE/' });
    expect(decide('/ar-ae/')).toMatchObject({ kind: 'redirect', href: '/ar-AE/' });
    expect(decide('/AR-AE/searchresults', { search: 'q=x', hash: '#top' })).toMatchObject({
      kind: 'redirect',
      href: '/ar-AE/searchresults?q=x#top',
    });
    expect(decide('/EN/')).toMatchObject({ kind: 'redirect', href: '/en/' });
  });

  it('negotiates a language for an address without a prefix: lang query, cookies, browser', () => {
    expect(decide('/')).toMatchObject({ kind: 'redirect', href: '/en/' });
    expect(decide('/', { browserLanguages: ['ar-SA', 'en'] })).toMatchObject({
      href: '/ar-AE/',
    });
    expect(decide('/', { cookies: 'portal_lang=ar-AE', browserLanguages: ['en'] })).toMatchObject({
      href: '/ar-AE/',
    });
    expect(decide('/searchresults', { search: '?lang=ar&q=x' })).toMatchObject({
      href: '/ar-AE/searchresults?lang=ar&q=x',
    });
    expect(decide('/404', { browserLanguages: 'ar' })).toMatchObject({ href: '/ar-AE/404' });
  });

  it('treats a code of the stored language list as a language, not a page', () => {
    expect(decide('/fr/', { storedLanguages: ['fr', 'de'] })).toMatchObject({ href: '/en/' });
    expect(
      decide('/FR/searchresults', { storedLanguages: ['fr'], browserLanguages: ['ar'] }),
    ).toMatchObject({ href: '/ar-AE/searchresults' });
    // Without the list, /fr/ is an unknown page.
    expect(decide('/fr/')).toMatchObject({ href: '/en/404', notFound: true });
  });

  it('sends unknown paths to the 404 page of the same language', () => {
    expect(decide('/en/nonexistent')).toEqual({
      kind: 'redirect',
      href: '/en/404',
      opensLanguageModal: false,
      notFound: true,
    });
    expect(decide('/ar-AE/mylocker/SupportCenter')).toMatchObject({ href: '/ar-AE/404' });
    expect(decide('/en/404/extra')).toMatchObject({ href: '/en/404', notFound: true });
    expect(decide('/nonexistent', { browserLanguages: ['ar'] })).toMatchObject({
      href: '/ar-AE/404',
      notFound: true,
    });
    // Page names are case-sensitive, as the router's are.
    expect(decide('/en/SearchResults')).toMatchObject({ href: '/en/404' });
  });

  it('sends /chat?action= to the home page with the action only; /chat alone is the assistant page', () => {
    expect(decide('/en/chat', { search: '?action=pay&x=1' })).toMatchObject({
      kind: 'redirect',
      href: '/en/?action=pay',
    });
    expect(decide('/chat', { search: 'action=apply', browserLanguages: ['ar'] })).toMatchObject({
      href: '/ar-AE/?action=apply',
    });
    expect(decide('/ar-AE/chat')).toEqual({ kind: 'page', locale: 'ar-AE' });
    expect(decide('/chat', { browserLanguages: ['ar'] })).toMatchObject({ href: '/ar-AE/chat' });
    expect(decide('/en/chat/more')).toMatchObject({ href: '/en/404' });
  });

  it('removes a trailing langsTranslation and asks for the language dialog', () => {
    expect(decide('/en/langsTranslation')).toEqual({
      kind: 'redirect',
      href: '/en/',
      opensLanguageModal: true,
      notFound: false,
    });
    expect(decide('/ar-AE/searchresults/langsTranslation', { search: '?q=x' })).toMatchObject({
      href: '/ar-AE/searchresults?q=x',
      opensLanguageModal: true,
    });
    expect(decide('/langsTranslation', { browserLanguages: ['ar'] })).toMatchObject({
      href: '/ar-AE/',
      opensLanguageModal: true,
    });
    expect(decide('/en/chat/langsTranslation', { search: 'action=a' })).toMatchObject({
      href: '/en/?action=a',
      opensLanguageModal: true,
    });
    expect(decide('/login/langsTranslation', { search: 'redirectUrl=/en/' })).toMatchObject({
      href: '/login?redirectUrl=/en/',
      opensLanguageModal: true,
    });
  });

  it('leaves /login to the sign-in route', () => {
    expect(decide('/login', { search: '?redirectUrl=/en/' })).toEqual({ kind: 'signIn' });
    expect(decide('/login/')).toEqual({ kind: 'signIn' });
  });
});

describe('ARABIC_PAGE_PATTERN, the head scripts’ copy of the prefix rule', () => {
  it('says “Arabic page” exactly when prefixLocaleOf reads ar-AE, for every segment of up to 5 characters from a-r-e-n-x, their capitals and “-”', () => {
    const alphabet = ['a', 'r', 'e', 'n', 'x', 'A', 'R', 'E', '-'];
    let segments = [''];
    const all = [''];
    for (let length = 1; length <= 5; length++) {
      segments = segments.flatMap((segment) => alphabet.map((letter) => segment + letter));
      all.push(...segments);
    }
    const pattern = new RegExp(ARABIC_PAGE_PATTERN, 'i');
    const disagreements = all.flatMap((segment) =>
      ['', '/', '/mylocker', '/ar-AE'].flatMap((rest) => {
        const path = `/${segment}${rest}`;
        return pattern.test(path) === (prefixLocaleOf(segment) === 'ar-AE') ? [] : [path];
      }),
    );
    expect(all.length).toBeGreaterThan(60_000);
    expect(disagreements).toEqual([]);
  });
});
