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

  it.each([
    ['رخصة', 'en', 'ar-AE'],
    ['رخصة', 'ar-AE', 'ar-AE'],
    ['  123 رخصة', 'en', 'ar-AE'],
    ['visa', 'ar-AE', 'en'],
    ['visa', 'en', 'en'],
    // Spec 001 §7 "else en": a text without Arabic letters is en, under Arabic too.
    ['2026', 'ar-AE', 'en'],
    ['١٢٣٤', 'ar-AE', 'en'],
    ['AB 12345', 'ar-AE', 'en'],
    ['  ', 'ar-AE', 'en'],
    [null, 'ar-AE', 'en'],
  ] as const)('%j under %s sends lang %s (spec 001 §7)', (text, locale, lang) => {
    expect(searchLangParamOf(text, locale)).toBe(lang);
    expect(searchLangParamOf(text)).toBe(lang);
  });

  it('sends ar-AE exactly when the text is Arabic, whatever the page locale', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('en', 'ar-AE' as const), (text, locale) => {
        expect(searchLangParamOf(text, locale) === 'ar-AE').toBe(
          searchTextLanguageOf(text) === 'ar',
        );
      }),
    );
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
