import type { LanguageEntry } from '@portal/core/api/portal';
import { describe, expect, it } from 'vitest';
import { languageOptionOf } from '../languageDialog';

const entry = (iso: string, extra: Partial<LanguageEntry> = {}): LanguageEntry => ({
  iso,
  direction: 'ltr',
  ...extra,
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
    expect(languageOptionOf(entry('xx'), 'en').pageName).toBeUndefined();
  });
});
