import { LANGUAGE_LIST_CACHE_KEY } from '@portal/core/api/portal';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_LIST_STORAGE_KEY, storedLanguageCodes } from '../storedLanguages';

const storageWith = (value: string | null) => ({
  getItem: (key: string) => (key === LANGUAGE_LIST_CACHE_KEY ? value : null),
});

describe('storedLanguageCodes', () => {
  it("reads the key core's getLanguageList writes", () => {
    expect(LANGUAGE_LIST_STORAGE_KEY).toBe(LANGUAGE_LIST_CACHE_KEY);
  });

  it("reads the iso codes of core's cached language list", () => {
    const cached = { locale: 'en', languages: [{ iso: 'fr' }, { iso: 'de', name: 'German' }] };
    expect(storedLanguageCodes(storageWith(JSON.stringify(cached)))).toEqual(['fr', 'de']);
  });

  it('reads anything else as no list', () => {
    expect(storedLanguageCodes(undefined)).toEqual([]);
    expect(storedLanguageCodes(storageWith(null))).toEqual([]);
    expect(storedLanguageCodes(storageWith('{not json'))).toEqual([]);
    expect(storedLanguageCodes(storageWith('{"languages":[{"iso":3},null,{"iso":""}]}'))).toEqual(
      [],
    );
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(storedLanguageCodes(throwing)).toEqual([]);
  });
});
