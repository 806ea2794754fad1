import { describe, expect, it } from 'vitest';
import { INTERFACE_LOCALES } from '../interfaceLocales';
import { LANGUAGE_COOKIE_NAMES, languageCookies, readCookie } from '../languageCookies';
import { canonicalLocaleOf, matchLocale, parseAcceptLanguage } from '../matchLocale';
import { negotiateLocale } from '../negotiateLocale';
import { negotiatePortalLocale } from '../portalLocale';

const { current, preferred } = LANGUAGE_COOKIE_NAMES;

describe('negotiatePortalLocale (spec 001 §2, §4)', () => {
  it('prefers the URL prefix over every other signal', () => {
    expect(
      negotiatePortalLocale({
        pathname: '/ar-AE/mylocker',
        search: '?lang=en',
        cookies: `${current}=en; ${preferred}=en`,
        browserLanguages: ['en-US'],
      }),
    ).toEqual({ locale: 'ar-AE', source: 'path' });
  });

  it('then the lang query, then the current cookie, then the preferred cookie', () => {
    const cookies = `theme=dark; ${current}=ar-AE; ${preferred}=en`;
    expect(negotiatePortalLocale({ pathname: '/mylocker', search: 'lang=ar', cookies })).toEqual({
      locale: 'ar-AE',
      source: 'query',
    });
    expect(negotiatePortalLocale({ pathname: '/mylocker', search: '', cookies })).toEqual({
      locale: 'ar-AE',
      source: 'currentCookie',
    });
    expect(negotiatePortalLocale({ cookies: `${preferred}=ar` })).toEqual({
      locale: 'ar-AE',
      source: 'preferredCookie',
    });
  });

  it('then the browser, in the order of Accept-Language weights', () => {
    expect(negotiatePortalLocale({ browserLanguages: 'fr-FR, en;q=0.5, ar-SA;q=0.8' })).toEqual({
      locale: 'ar-AE',
      source: 'browser',
    });
    expect(negotiatePortalLocale({ browserLanguages: ['de', 'en-GB'] })).toEqual({
      locale: 'en',
      source: 'browser',
    });
  });

  it('skips signals that are not supported languages and falls back to English', () => {
    expect(
      negotiatePortalLocale({
        pathname: '/chat',
        search: 'lang=%%%',
        cookies: `${current}=<script>; ${preferred}=fr`,
        browserLanguages: ['*', 'ja'],
      }),
    ).toEqual({ locale: 'en', source: 'default' });
    expect(negotiatePortalLocale({})).toEqual({ locale: 'en', source: 'default' });
  });

  it('rejects an empty supported list by name', () => {
    expect(() => negotiateLocale({}, [], 'en')).toThrow(/list of supported locales is empty/);
  });
});

describe('matchLocale', () => {
  it.each([
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-PT'],
    ['pt-AO', 'pt-PT'],
    ['zh-TW', 'zh-Hant'],
    ['zh-HK', 'zh-Hant'],
    ['zh', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['sr-Latn', 'sr-Cyrl'],
    ['nb-NO', 'nb'],
    ['ar-EG', 'ar-AE'],
    ['ptBR', 'pt-BR'],
    ['tlh', undefined],
    ['not a tag', undefined],
  ])('%s → %s among the 57 interface locales', (requested, expected) => {
    expect(matchLocale(requested, INTERFACE_LOCALES)).toBe(expected);
  });

  it('canonicalises case and underscores, and refuses garbage without throwing', () => {
    expect(canonicalLocaleOf('EN_gb')).toBe('en-GB');
    expect(canonicalLocaleOf('')).toBeUndefined();
    expect(canonicalLocaleOf('a-b-c-d-e')).toBeUndefined();
  });
});

describe('parseAcceptLanguage', () => {
  it('orders by weight, keeps written order on ties and drops q=0', () => {
    expect(parseAcceptLanguage('en;q=0.5, ar-AE, fr;q=0, de;q=0.5, ;q=1')).toEqual([
      'ar-AE',
      'en',
      'de',
    ]);
  });
});

describe('language cookies', () => {
  it('reads a cookie among others and decodes it', () => {
    expect(readCookie('a=1; portal_lang=ar-AE; b=2', 'portal_lang')).toBe('ar-AE');
    expect(readCookie('x=%E0%A4%A', 'x')).toBe('%E0%A4%A');
    expect(readCookie('a=1', 'portal_lang')).toBeUndefined();
  });

  it('writes the session-long current cookie and the persistent preferred cookie', () => {
    const [currentCookie, preferredCookie] = languageCookies('ar-AE');
    expect(currentCookie).toBe('portal_lang=ar-AE; Path=/; SameSite=Lax; Secure');
    expect(preferredCookie).toBe(
      'portal_preferred_lang=ar-AE; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    );
    expect(() => languageCookies('ar-AE; Domain=evil.example')).toThrow(
      /not a BCP 47 language tag/,
    );
  });
});
