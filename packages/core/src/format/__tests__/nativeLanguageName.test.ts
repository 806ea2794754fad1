import { describe, expect, it } from 'vitest';
import { INTERFACE_LOCALES } from '../../locale/interfaceLocales';
import { nativeLanguageName } from '../nativeLanguageName';

describe('nativeLanguageName', () => {
  it.each([
    ['en', 'English'],
    ['ar-AE', 'العربية'],
    ['fr', 'Français'],
    ['pt-PT', 'Português europeu'],
    ['pt-BR', 'Português (Brasil)'],
    ['zh-CN', '简体中文'],
    ['zh-Hant', '繁體中文'],
    ['sr-Cyrl', 'Српски'],
  ])('%s → %s', (locale, name) => {
    expect(nativeLanguageName(locale)).toBe(name);
  });

  it('prefers a non-blank CMS native name', () => {
    expect(nativeLanguageName('ar-AE', 'عربي')).toBe('عربي');
    expect(nativeLanguageName('fr', '  ')).toBe('Français');
  });

  it('gives a distinct name for each of the 57 interface locales', () => {
    const names = INTERFACE_LOCALES.map((locale) => nativeLanguageName(locale));
    expect(new Set(names).size).toBe(57);
    for (const [index, name] of names.entries())
      expect(name, INTERFACE_LOCALES[index]).not.toBe(INTERFACE_LOCALES[index]);
  });

  it('names a bad tag', () => {
    expect(() => nativeLanguageName('not a tag')).toThrow(
      /"not a tag" is not a BCP 47 language tag/,
    );
  });
});
