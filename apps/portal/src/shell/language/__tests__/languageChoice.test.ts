import type { LanguageEntry } from '@portal/core/api/portal';
import { describe, expect, it } from 'vitest';
import { languageChoiceOf, languageOptionOf, pageNameOf } from '../languageChoice';

const entry = (iso: string, extra: Partial<LanguageEntry> = {}): LanguageEntry => ({
  iso,
  direction: 'ltr',
  ...extra,
});

describe('languageChoiceOf', () => {
  it('English and Arabic switch the page, whatever the list calls them', () => {
    expect(languageChoiceOf('en')).toEqual({ kind: 'page', locale: 'en' });
    expect(languageChoiceOf('ar')).toEqual({ kind: 'page', locale: 'ar-AE' });
    expect(languageChoiceOf('ar-AE')).toEqual({ kind: 'page', locale: 'ar-AE' });
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
  });
});

describe('languageOptionOf', () => {
  const french = entry('fr', { en: 'French', ar: 'الفرنسية', native_name: 'français' });

  it('shows the native name in its own language, and the name in the page’s language beside it', () => {
    expect(languageOptionOf(french, 'en')).toEqual({
      code: 'fr',
      nativeName: 'français',
      lang: 'fr',
      dir: 'ltr',
      pageName: 'French',
    });
    expect(languageOptionOf(french, 'ar-AE').pageName).toBe('الفرنسية');
  });

  it('marks Arabic with the portal’s tag and keeps a right-to-left direction', () => {
    const arabic = languageOptionOf(
      entry('ar', { direction: 'rtl', native_name: 'العربية' }),
      'en',
    );
    expect(arabic).toMatchObject({ lang: 'ar-AE', dir: 'rtl' });
  });

  it('falls back to other names, then the code, when the list lacks a native name', () => {
    expect(languageOptionOf(entry('ur', { en: 'Urdu' }), 'en').nativeName).toBe('Urdu');
    expect(languageOptionOf(entry('xx'), 'en')).toMatchObject({ nativeName: 'xx', lang: 'xx' });
    expect(pageNameOf(entry('ur', { native_name: 'اردو' }), 'en')).toBe('اردو');
    expect(pageNameOf(french, 'ar-AE')).toBe('الفرنسية');
  });
});
