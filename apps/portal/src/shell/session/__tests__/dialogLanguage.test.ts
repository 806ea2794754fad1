import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DIALOG_LANGUAGE_KEY,
  chooseDialogLanguage,
  dialogLanguageOf,
  followPageLanguage,
} from '../dialogLanguage';

function fakeStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('the session dialogs’ language', () => {
  afterEach(() => {
    followPageLanguage();
    vi.unstubAllGlobals();
  });

  it('follows the page until a language is chosen, and keeps the choice as the CMS code', () => {
    const storage = fakeStorage();
    vi.stubGlobal('window', { localStorage: storage });
    followPageLanguage();
    expect(dialogLanguageOf('ar-AE')).toEqual({ code: 'ar', tag: 'ar-AE', dir: 'rtl' });
    expect(chooseDialogLanguage('pt-BR')).toBe(true);
    expect(dialogLanguageOf('en')).toEqual({ code: 'ptBR', tag: 'pt-BR', dir: 'ltr' });
    expect(storage.values.get(DIALOG_LANGUAGE_KEY)).toBe('ptBR');
    expect(chooseDialogLanguage('fa')).toBe(true);
    expect(dialogLanguageOf('en')).toMatchObject({ tag: 'fa', dir: 'rtl' });
  });

  it('ignores a language without texts, and forgets the choice when asked', () => {
    const storage = fakeStorage();
    vi.stubGlobal('window', { localStorage: storage });
    chooseDialogLanguage('fr');
    expect(chooseDialogLanguage('ur')).toBe(false);
    expect(dialogLanguageOf('en').tag).toBe('fr');
    followPageLanguage();
    expect(storage.values.has(DIALOG_LANGUAGE_KEY)).toBe(false);
    expect(dialogLanguageOf('en').tag).toBe('en');
  });
});
