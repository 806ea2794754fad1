import { describe, expect, it } from 'vitest';
import { exportedFunctions, expectNoTypeError } from '../../i18n/__tests__/support/robustness';
import * as interfaceLocales from '../interfaceLocales';
import { interfaceLocaleOf } from '../interfaceLocales';
import * as languageCookies from '../languageCookies';
import { languageCookies as languageCookiesOf, readCookie } from '../languageCookies';
import * as matchLocale from '../matchLocale';
import {
  canonicalLocaleOf,
  matchLocale as matchLocaleOf,
  parseAcceptLanguage,
} from '../matchLocale';
import * as negotiateLocale from '../negotiateLocale';
import { negotiateLocale as negotiate } from '../negotiateLocale';
import * as portalLocale from '../portalLocale';
import {
  directionOf,
  documentAttributesOf,
  localeFromPathname,
  negotiatePortalLocale,
} from '../portalLocale';

const functions = exportedFunctions({
  interfaceLocales,
  languageCookies,
  matchLocale,
  negotiateLocale,
  portalLocale,
});

// Locales arrive from URL prefixes, `lang` queries, cookies and Accept-Language headers, which anyone
// can write. Whatever arrives, a locale function answers (usually by falling back) or, for a
// developer's mistake, throws a RangeError naming itself; never a TypeError.
describe('every locale function', () => {
  it.each(functions)(
    '%s answers or throws an error naming itself, whatever the arguments',
    async (name, fn) => {
      await expectNoTypeError(name, fn, {
        optionKeys: [
          'pathname',
          'search',
          'cookies',
          'browserLanguages',
          'secure',
          'preferredMaxAgeSeconds',
        ],
        plausible: [
          'en',
          'ar-AE',
          'ar',
          'pt_BR',
          'zhCN',
          '/ar-AE/mylocker',
          'portal_lang=ar-AE',
          'fr;q=0.8, ar',
        ],
      });
    },
  );
});

describe('malformed input seen in the field', () => {
  it('falls back instead of crashing', () => {
    expect(directionOf(undefined as never)).toBe('ltr');
    expect(directionOf(42 as never)).toBe('ltr');
    expect(localeFromPathname(undefined as never)).toBeUndefined();
    expect(localeFromPathname({} as never)).toBeUndefined();
    expect(documentAttributesOf(undefined as never)).toEqual({ lang: 'en', dir: 'ltr' });
    expect(negotiatePortalLocale(undefined as never)).toEqual({ locale: 'en', source: 'default' });
    expect(
      negotiatePortalLocale({
        pathname: 7,
        cookies: {},
        search: 1,
        browserLanguages: [null, 'ar'],
      } as never),
    ).toEqual({
      locale: 'ar-AE',
      source: 'browser',
    });
    expect(readCookie(undefined as never, 'portal_lang')).toBeUndefined();
    expect(parseAcceptLanguage(null as never)).toEqual([]);
    expect(interfaceLocaleOf(12 as never)).toBeUndefined();
    expect(canonicalLocaleOf({} as never)).toBeUndefined();
  });

  it('names a developer’s mistake in a RangeError', () => {
    expect(() => negotiate({}, ['en', 'not a tag'], 'en')).toThrow(
      /negotiateLocale: supported must be a list of BCP 47 tags/,
    );
    expect(() => matchLocaleOf('en', 'en' as never)).toThrow(RangeError);
    expect(() => languageCookiesOf(Object.create(null) as never)).toThrow(
      /languageCookies: an object is not a BCP 47 language tag/,
    );
    expect(() => languageCookiesOf('en', { preferredMaxAgeSeconds: -1 })).toThrow(
      /whole number of seconds/,
    );
  });
});
