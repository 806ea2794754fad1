import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { precompileCatalogue } from '../../../scripts/icuCataloguePlugin';
import { formatMessage } from '../formatMessage';

const ROOT = join(import.meta.dirname, '..', 'catalogues');

describe('build-time precompilation (scripts/icuCataloguePlugin.ts)', () => {
  it.each(['en', 'ar-AE'])('%s: compiled messages format exactly as their sources', (locale) => {
    for (const namespace of ['session', 'home', 'shell']) {
      const source = JSON.parse(
        readFileSync(join(ROOT, locale, `${namespace}.json`), 'utf8'),
      ) as Record<string, string>;
      const compiled = precompileCatalogue(source, namespace);
      const values = {
        count: 3,
        shown: '3',
        remainingAttempts: 2,
        query: 'visa',
        name: 'Sara',
        year: 2026,
        store: 'App Store',
        current: 1,
        total: 4,
        time: '5 minutes',
        language: 'French',
      };
      for (const [key, message] of Object.entries(source)) {
        const tree = compiled[key];
        expect(typeof tree === 'string' ? tree : 'tree', key).toBe(
          /[{}'<]/.test(message) ? 'tree' : message,
        );
        expect(formatMessage(locale, `compiled:${key}`, tree as string, values), key).toBe(
          formatMessage(locale, key, message, values),
        );
      }
    }
  });

  it('names the file and key of a broken message', () => {
    expect(() => precompileCatalogue({ 'a.b': 'Hello {name' }, 'en/x.json')).toThrow(
      /en\/x.json: "a.b" is not a valid ICU message/,
    );
    expect(() => precompileCatalogue({ 'a.b': 3 }, 'en/x.json')).toThrow(
      /"a.b" must be a string, got number/,
    );
  });
});
