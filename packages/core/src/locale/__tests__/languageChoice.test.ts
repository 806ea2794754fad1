import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LanguageEntry } from '../../api/portal/languageList';
import { INTERFACE_LOCALES, INTERFACE_LOCALE_TAGS } from '../interfaceLocales';
import { languageChoiceOf, languageNameIn } from '../languageChoice';

const entry = (iso: string, extra: Partial<LanguageEntry> = {}): LanguageEntry => ({
  iso,
  direction: 'ltr',
  ...extra,
});

describe('languageChoiceOf (SCREENS S9.2)', () => {
  it('English and Arabic switch the page, whatever the list calls them', () => {
    expect(languageChoiceOf('en')).toEqual({ kind: 'page', locale: 'en' });
    expect(languageChoiceOf('ar')).toEqual({ kind: 'page', locale: 'ar-AE' });
    expect(languageChoiceOf('ar-AE')).toEqual({ kind: 'page', locale: 'ar-AE' });
    expect(languageChoiceOf(' AR_ae ')).toEqual({ kind: 'page', locale: 'ar-AE' });
  });

  it('a language core has texts for switches those texts, by its BCP 47 tag', () => {
    expect(languageChoiceOf('fr')).toEqual({ kind: 'dialogs', tag: 'fr' });
    expect(languageChoiceOf('fa')).toEqual({ kind: 'dialogs', tag: 'fa' });
    expect(languageChoiceOf('pt-BR')).toEqual({ kind: 'dialogs', tag: 'pt-BR' });
    expect(languageChoiceOf('ptBR')).toEqual({ kind: 'dialogs', tag: 'pt-BR' });
    expect(languageChoiceOf('zh')).toEqual({ kind: 'dialogs', tag: 'zh-Hant' });
  });

  it('a language without texts changes nothing', () => {
    expect(languageChoiceOf('ur')).toEqual({ kind: 'none' });
    expect(languageChoiceOf('')).toEqual({ kind: 'none' });
    expect(languageChoiceOf(42 as unknown as string)).toEqual({ kind: 'none' });
  });

  it('every interface language switches its texts, and only the two page languages switch the page', () => {
    for (const code of Object.keys(INTERFACE_LOCALE_TAGS)) {
      const choice = languageChoiceOf(code);
      if (code === 'en' || code === 'ar') expect(choice.kind).toBe('page');
      else expect(choice).toEqual({ kind: 'dialogs', tag: INTERFACE_LOCALE_TAGS[code as 'fr'] });
    }
    expect(INTERFACE_LOCALES).toHaveLength(57);
  });

  it('never throws, and names a page only for English or Arabic (property)', () => {
    // fast-check prints the seed and the shrunk counterexample when this fails; replay with { seed }.
    fc.assert(
      fc.property(fc.string(), (code) => {
        const choice = languageChoiceOf(code);
        if (choice.kind === 'page') expect(['en', 'ar-AE']).toContain(choice.locale);
        if (choice.kind === 'dialogs') expect(INTERFACE_LOCALES).toContain(choice.tag);
      }),
    );
  });
});

describe('languageNameIn', () => {
  const french = entry('fr', { en: 'French', ar: 'الفرنسية', native_name: 'français' });

  it('names the language in the page’s language', () => {
    expect(languageNameIn(french, 'en')).toBe('French');
    expect(languageNameIn(french, 'ar-AE')).toBe('الفرنسية');
  });

  it('falls back to the native name, then the code, when the list has no name in that language', () => {
    expect(languageNameIn(entry('ur', { native_name: 'اردو' }), 'en')).toBe('اردو');
    expect(languageNameIn(entry('ur', { en: 'Urdu' }), 'ar-AE')).toBe('ur');
    expect(languageNameIn(entry('xx'), 'ar-AE')).toBe('xx');
  });
});
