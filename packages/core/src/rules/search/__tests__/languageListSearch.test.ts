import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeLanguageSearchText, searchLanguageList } from '../languageListSearch';

const LIST = [
  { iso: 'en', name: 'en', en: 'English', ar: 'الإنجليزية', native_name: 'English' },
  { iso: 'ar', name: 'ar', en: 'Arabic', ar: 'العربية', native_name: 'العربية' },
  { iso: 'fr', name: 'fr', en: 'French', ar: 'الفرنسية', native_name: 'Français' },
  { iso: 'fa', name: 'fa', en: 'Persian', ar: 'الفارسية', native_name: 'فارسی' },
  { iso: 'ur', name: 'ur', en: 'Urdu', ar: 'الأردية', native_name: 'اردو' },
  {
    iso: 'pt-BR',
    name: 'ptBR',
    en: 'Portuguese (Brazil)',
    ar: 'البرتغالية',
    native_name: 'Português (Brasil)',
  },
  { iso: 'pt', name: 'pt', en: 'Portuguese', ar: 'البرتغالية', native_name: 'Português' },
];

const codesOf = (text: unknown) => searchLanguageList(LIST, text).map((entry) => entry.iso);

describe('searchLanguageList', () => {
  it.each([
    ['Français', ['fr']],
    ['francais', ['fr']],
    ['FRENCH', ['fr']],
    ['الفرنسية', ['fr']],
    ['فرنس', ['fr']],
    ['fr', ['fr']],
    ['فارسی', ['fa']],
    ['فارسي', ['fa']],
    ['الانجليزيه', ['en']],
    ['urdu', ['ur']],
    ['اردو', ['ur']],
    ['pt-br', ['pt-BR']],
    ['ptBR', ['pt-BR']],
    ['pt br', ['pt-BR']],
    ['portug', ['pt-BR', 'pt']],
    ['klingon', []],
  ])('%j finds %j', (text, codes) => {
    expect(codesOf(text)).toEqual(codes);
  });

  it('matches codes from their start only: "r" starts no code, names holding an r match', () => {
    expect(codesOf('r')).toEqual(['ar', 'fr', 'fa', 'ur', 'pt-BR', 'pt']);
    expect(codesOf('n')).toEqual(['en', 'fr', 'fa']);
  });

  it('keeps the whole list, in its order, for an empty or blank text', () => {
    expect(codesOf('')).toEqual(LIST.map((entry) => entry.iso));
    expect(codesOf('  - ')).toEqual(LIST.map((entry) => entry.iso));
    expect(codesOf(undefined)).toEqual(LIST.map((entry) => entry.iso));
  });

  it('finds every language by its own native, English and Arabic name and its code', () => {
    for (const entry of LIST) {
      for (const text of [entry.native_name, entry.en, entry.ar, entry.iso, entry.name]) {
        expect(codesOf(text)).toContain(entry.iso);
      }
    }
  });

  it('returns a part of the list in the list’s order, whatever the text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const found = searchLanguageList(LIST, text);
        const positions = found.map((entry) => LIST.indexOf(entry));
        expect(positions.every((position) => position >= 0)).toBe(true);
        expect([...positions].sort((a, b) => a - b)).toEqual(positions);
        expect(new Set(positions).size).toBe(positions.length);
      }),
    );
  });

  it('finds at least what a longer text finds (typing more narrows the list)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (start, more) => {
        const wider = codesOf(start);
        expect(codesOf(start + more).every((code) => wider.includes(code))).toBe(true);
      }),
    );
  });

  it('never throws on malformed lists or texts', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (languages, text) => {
        const found = searchLanguageList(languages as never, text);
        expect(Array.isArray(found)).toBe(true);
      }),
    );
    expect(searchLanguageList([null, 3, LIST[2]] as never, 'fr')).toEqual([LIST[2]]);
  });
});

describe('normalizeLanguageSearchText', () => {
  it('ignores case, accents, Arabic vowels and variants, and code separators', () => {
    expect(normalizeLanguageSearchText('Ça Va')).toBe('cava');
    expect(normalizeLanguageSearchText('العَرَبِيَّة')).toBe('العربيه');
    expect(normalizeLanguageSearchText('pt_BR')).toBe('ptbr');
    expect(normalizeLanguageSearchText(42)).toBe('');
  });
});
