import { describe, expect, it } from 'vitest';
import {
  INTERFACE_LOCALES,
  INTERFACE_LOCALE_TAGS,
  interfaceLocaleCodeOf,
  interfaceLocaleOf,
} from '../interfaceLocales';
import { directionOf } from '../portalLocale';

describe('interface locales (spec 001 §1)', () => {
  it('lists the 57 codes of spec 001 §1, each a distinct, canonical BCP 47 tag', () => {
    expect(INTERFACE_LOCALES).toHaveLength(57);
    expect(new Set(INTERFACE_LOCALES).size).toBe(57);
    for (const tag of INTERFACE_LOCALES) expect(Intl.getCanonicalLocales(tag)).toEqual([tag]);
  });

  it.each([
    ['ar', 'ar-AE'],
    ['ptBR', 'pt-BR'],
    ['pt', 'pt-PT'],
    ['zhCN', 'zh-CN'],
    ['zh', 'zh-Hant'],
    ['sr', 'sr-Cyrl'],
    ['nb', 'nb'],
  ])('maps %s to %s', (code, tag) => {
    expect(INTERFACE_LOCALE_TAGS[code as keyof typeof INTERFACE_LOCALE_TAGS]).toBe(tag);
  });

  it.each([
    ['ptbr', 'pt-BR'],
    ['pt_BR', 'pt-BR'],
    ['PT-br', 'pt-BR'],
    ['ar-ae', 'ar-AE'],
    [' zhCN ', 'zh-CN'],
    ['xx', undefined],
    ['', undefined],
  ])('reads %j as %s', (code, tag) => {
    expect(interfaceLocaleOf(code)).toBe(tag);
  });

  it('gives back the CMS code and rejects an unlisted tag by name', () => {
    expect(interfaceLocaleCodeOf('pt-BR')).toBe('ptBR');
    expect(interfaceLocaleCodeOf('ar-AE')).toBe('ar');
    expect(() => interfaceLocaleCodeOf('xx' as never)).toThrow(/"xx" is not one of the 57/);
  });

  it('writes right to left exactly for Arabic, Persian and Pashto', () => {
    const rtl = INTERFACE_LOCALES.filter((tag) => directionOf(tag) === 'rtl');
    expect(rtl).toEqual(['ar-AE', 'ps', 'fa']);
  });
});
