import { describe, expect, it, vi } from 'vitest';
import { createTranslator, type CatalogueLoader } from '../createTranslator';
import { loadCatalogue } from '../loadCatalogue';
import type { Catalogue } from '../message';
import type { MissingMessage } from '../reportMissingMessage';

function recorder() {
  const missing: MissingMessage[] = [];
  return { missing, onMissing: (report: MissingMessage) => missing.push(report) };
}

describe('createTranslator', () => {
  it('formats the plural remaining-attempts message in English and Arabic (spec 001 §5)', async () => {
    const en = createTranslator({ locale: 'en', loader: loadCatalogue });
    const ar = createTranslator({ locale: 'ar-AE', loader: loadCatalogue });
    await Promise.all([en.load('session'), ar.load('session')]);
    const key = 'unlocksession.setupPinModal.pinError';
    expect(en.t(key, { remainingAttempts: 1 })).toBe(
      'Wrong PIN. You have 1 more attempt or you will be signed out.',
    );
    expect(en.t(key, { remainingAttempts: 2 })).toBe(
      'Wrong PIN. You have 2 more attempts or you will be signed out.',
    );
    expect(ar.t(key, { remainingAttempts: 1 })).toContain('محاولة واحدة');
    expect(ar.t(key, { remainingAttempts: 2 })).toContain('محاولتان');
    expect(ar.t(key, { remainingAttempts: 3 })).toContain('3 محاولات');
  });

  it('reads a namespace in the closest shipped locale, and other areas in English', async () => {
    const i18n = createTranslator({ locale: 'pt', loader: loadCatalogue, ...recorder() });
    await i18n.load('session', 'forms');
    expect(i18n.t('signOut.desc')).toBe('Tem certeza de que deseja sair?');
    expect(i18n.t('form.error.required')).toBe('This field is required');
  });

  it('keeps digits Latin in interpolated numbers, even where the locale writes others', async () => {
    const i18n = createTranslator({ locale: 'mr', loader: loadCatalogue });
    await i18n.load('session');
    expect(i18n.t('unlocksession.setupPinModal.pinError', { remainingAttempts: 2 })).toContain(
      '2 प्रयत्न',
    );
  });

  it('falls back to English for a missing key and reports it', async () => {
    const catalogues: Record<string, Catalogue> = {
      en: { 'signOut.title': 'Sign out', 'signOut.desc': 'Sure?' },
      fr: { 'signOut.title': 'Se déconnecter' },
    };
    const loader: CatalogueLoader = async (locale) => catalogues[locale] ?? {};
    const { missing, onMissing } = recorder();
    const i18n = createTranslator({ locale: 'fr', loader, onMissing });
    await i18n.load('session');
    expect(i18n.t('signOut.title')).toBe('Se déconnecter');
    expect(i18n.t('signOut.desc')).toBe('Sure?');
    expect(i18n.t('signOut.unknown')).toBe('signOut.unknown');
    expect(missing.map((m) => m.reason)).toEqual(['missing', 'missing-in-english']);
  });

  it('shows the key for an unrouted key or an unloaded namespace, and reports why', () => {
    const { missing, onMissing } = recorder();
    const i18n = createTranslator({ locale: 'en', loader: loadCatalogue, onMissing });
    expect(i18n.t('nowhere.key')).toBe('nowhere.key');
    expect(i18n.t('form.error.required')).toBe('form.error.required');
    expect(missing).toEqual([
      { key: 'nowhere.key', locale: 'en', reason: 'unknown-key' },
      { key: 'form.error.required', locale: 'en', reason: 'not-loaded' },
    ]);
  });

  it('loads each namespace once, and retries after a failed load', async () => {
    let fail = true;
    const loader = vi.fn<CatalogueLoader>(async () => {
      if (fail) throw new Error('offline');
      return { 'form.error.required': 'Required' };
    });
    const i18n = createTranslator({ locale: 'en', loader });
    await expect(i18n.load('forms')).rejects.toThrow('offline');
    expect(i18n.isLoaded('forms')).toBe(false);
    fail = false;
    await Promise.all([i18n.load('forms'), i18n.load('forms')]);
    await i18n.load('forms');
    expect(loader).toHaveBeenCalledTimes(2);
    expect(i18n.t('form.error.required')).toBe('Required');
  });

  it('names the problem for an unknown namespace or a missing value', async () => {
    const i18n = createTranslator({ locale: 'en', loader: loadCatalogue });
    await expect(i18n.load('nope' as never)).rejects.toThrow(/Unknown i18n namespace "nope"/);
    await i18n.load('session');
    expect(() => i18n.t('unlocksession.setupPinModal.pinError')).toThrow(
      /"unlocksession.setupPinModal.pinError" \(en\) could not be formatted/,
    );
    await expect(loadCatalogue('fr', 'home')).rejects.toThrow(
      /no "home" catalogue ships for locale "fr"/,
    );
  });
});
