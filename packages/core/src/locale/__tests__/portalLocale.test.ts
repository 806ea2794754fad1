import { describe, expect, it } from 'vitest';
import {
  apiLanguageOf,
  directionOf,
  documentAttributesOf,
  localeFromPathname,
} from '../portalLocale';

describe('portal locale', () => {
  it.each([
    ['/en/', 'en'],
    ['/ar-AE/mylocker', 'ar-AE'],
    ['/ar-ae', 'ar-AE'],
    ['/fr/', undefined],
    ['/', undefined],
    ['', undefined],
  ])('%s → %s', (pathname, locale) => {
    expect(localeFromPathname(pathname)).toBe(locale);
  });

  it.each([
    ['ar-AE', 'rtl'],
    ['ar', 'rtl'],
    ['fa', 'rtl'],
    ['ps', 'rtl'],
    ['en', 'ltr'],
    ['zh-CN', 'ltr'],
    ['', 'ltr'],
  ])('%s is %s', (locale, dir) => {
    expect(directionOf(locale)).toBe(dir);
  });

  it('gives document attributes and the API language', () => {
    expect(documentAttributesOf('ar-AE')).toEqual({ lang: 'ar-AE', dir: 'rtl' });
    expect(apiLanguageOf('ar-AE')).toBe('ar');
    expect(apiLanguageOf('en')).toBe('en');
  });
});
