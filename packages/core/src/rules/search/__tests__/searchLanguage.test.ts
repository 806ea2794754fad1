import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  searchLangParamOf,
  searchTextLanguageOf,
  shouldOfferLanguageSwitch,
} from '../searchLanguage';

describe('search language', () => {
  it.each([
    ['driving licence', 'en'],
    ['رخصة قيادة', 'ar'],
    ['  123 رخصة', 'ar'],
    ['رخصة driving', 'ar'],
    ['driving رخصة', 'en'],
    ['پاسپورت', 'ar'],
    ['Führerschein', 'en'],
    ['12345', undefined],
    ['', undefined],
    [null, undefined],
  ])('%j is %s', (text, language) => {
    expect(searchTextLanguageOf(text)).toBe(language);
  });

  it('sends ar-AE for Arabic text, en otherwise, and the page locale without letters', () => {
    expect(searchLangParamOf('رخصة', 'en')).toBe('ar-AE');
    expect(searchLangParamOf('visa', 'ar-AE')).toBe('en');
    expect(searchLangParamOf('2026', 'ar-AE')).toBe('ar-AE');
  });

  it.each([
    ['رخصة', 'en', true],
    ['visa', 'ar-AE', true],
    ['visa', 'en', false],
    ['رخصة', 'ar-AE', false],
    ['AB 12345', 'en', false],
    ['12345', 'ar-AE', false],
  ] as const)('%j under %s offers a switch: %s', (text, locale, offered) => {
    expect(shouldOfferLanguageSwitch(text, locale)).toBe(offered);
  });

  it('never throws', () => {
    fc.assert(fc.property(fc.anything(), (text) => void shouldOfferLanguageSwitch(text, 'en')));
  });
});
