import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { TYPE, parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { NOT_AVAILABLE_TEXT } from '../../format/formatDate';
import { INTERFACE_LOCALES } from '../../locale/interfaceLocales';
import { RULE_MESSAGE_KEYS } from '../../rules/messageKeys';
import { CATALOGUE_IMPORTS } from '../catalogueImports';
import { formatMessage } from '../formatMessage';
import {
  CATALOGUE_LOCALES,
  NAMESPACES,
  SOURCE_LOCALE,
  namespaceOf,
  type Namespace,
} from '../namespaces';

const ROOT = join(import.meta.dirname, '..', 'catalogues');

function read(locale: string, namespace: Namespace): Record<string, string> {
  return JSON.parse(readFileSync(join(ROOT, locale, `${namespace}.json`), 'utf8')) as Record<
    string,
    string
  >;
}

/** Strings a translation may legitimately share with English: brand names and technical formats. */
const SAME_AS_ENGLISH_ALLOWED = new Set(['UAE PASS']);

const shipped = NAMESPACES.flatMap((namespace) =>
  CATALOGUE_LOCALES[namespace].map((locale) => ({ namespace, locale })),
);
const translations = shipped.filter(({ locale }) => locale !== SOURCE_LOCALE);

interface Argument {
  readonly name: string;
  readonly plural?: { readonly options: readonly string[]; readonly ordinal: boolean };
}

function argumentsOf(
  elements: readonly MessageFormatElement[],
  found: Argument[] = [],
): Argument[] {
  for (const element of elements) {
    if (element.type === TYPE.plural) {
      found.push({
        name: element.value,
        plural: {
          options: Object.keys(element.options),
          ordinal: element.pluralType === 'ordinal',
        },
      });
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    } else if (element.type === TYPE.select) {
      found.push({ name: element.value });
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    } else if (element.type !== TYPE.literal && element.type !== TYPE.pound && 'value' in element) {
      found.push({ name: element.value });
    }
  }
  return found;
}

function argumentNames(message: string): string[] {
  return [
    ...new Set(argumentsOf(parse(message, { ignoreTag: true })).map((argument) => argument.name)),
  ].sort();
}

function sampleValues(message: string): Record<string, string | number> {
  return Object.fromEntries(
    argumentsOf(parse(message, { ignoreTag: true })).map((a) => [a.name, a.plural ? 2 : 'X']),
  );
}

describe('catalogue files', () => {
  it('ship the session dialogs in the 57 interface locales and every other area in English and Arabic', () => {
    expect(CATALOGUE_LOCALES.session).toEqual(INTERFACE_LOCALES);
    const folders = readdirSync(ROOT).sort();
    expect(folders).toEqual([...INTERFACE_LOCALES].sort());
    for (const folder of folders) {
      const files = readdirSync(join(ROOT, folder))
        .map((file) => file.replace(/\.json$/, ''))
        .sort();
      const expected = NAMESPACES.filter((namespace) =>
        CATALOGUE_LOCALES[namespace].includes(folder as never),
      ).sort();
      expect(files, folder).toEqual(expected);
    }
  });

  it('each have a lazy import, and nothing else does', () => {
    for (const namespace of NAMESPACES) {
      expect(Object.keys(CATALOGUE_IMPORTS[namespace]).sort(), namespace).toEqual(
        [...CATALOGUE_LOCALES[namespace]].sort(),
      );
    }
  });

  it.each(NAMESPACES)('%s: every English key routes to its own namespace', (namespace) => {
    for (const key of Object.keys(read(SOURCE_LOCALE, namespace)))
      expect(namespaceOf(key), key).toBe(namespace);
  });
});

describe.each(translations)('$locale/$namespace', ({ locale, namespace }) => {
  const english = read(SOURCE_LOCALE, namespace);
  const messages = read(locale, namespace);

  it('has exactly the English keys', () => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
  });

  it('uses the same ICU argument names as English', () => {
    for (const [key, message] of Object.entries(messages)) {
      expect(argumentNames(message), key).toEqual(argumentNames(english[key] ?? ''));
    }
  });

  it('covers every CLDR plural category of the locale in every plural', () => {
    const cardinal = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    const ordinal = new Intl.PluralRules(locale, { type: 'ordinal' }).resolvedOptions()
      .pluralCategories;
    for (const [key, message] of Object.entries(messages)) {
      for (const { plural } of argumentsOf(parse(message, { ignoreTag: true }))) {
        if (!plural) continue;
        for (const category of plural.ordinal ? ordinal : cardinal)
          expect(plural.options, `${key} lacks "${category}"`).toContain(category);
      }
    }
  });

  it('translates every text (no English copies outside the allow-list)', () => {
    for (const [key, message] of Object.entries(messages)) {
      if (SAME_AS_ENGLISH_ALLOWED.has(message)) continue;
      expect(message, key).not.toBe(english[key]);
    }
  });

  it('formats every message with sample values', () => {
    for (const [key, message] of Object.entries(messages)) {
      const text = formatMessage(locale, key, message, sampleValues(message));
      expect(text.trim(), key).not.toBe('');
      expect(text, key).not.toMatch(/[{}]/);
    }
  });
});

describe.each(NAMESPACES)('en/%s', (namespace) => {
  it('parses, and every plural covers English one/other', () => {
    for (const [key, message] of Object.entries(read(SOURCE_LOCALE, namespace))) {
      for (const { plural } of argumentsOf(parse(message, { ignoreTag: true }))) {
        if (plural && !plural.ordinal)
          expect(plural.options, key).toEqual(expect.arrayContaining(['one', 'other']));
      }
      expect(message.trim(), key).not.toBe('');
      expect(message, `${key}: write ’ for an apostrophe`).not.toContain("'");
    }
  });
});

describe.each(shipped)('$locale/$namespace amounts', ({ locale, namespace }) => {
  // "AED 822.20" / "822.20 درهم" must not break between the figure and its currency: at 320 px a
  // line break there left "درهم" alone on the next line (issue S). A no-break space holds them.
  it('joins an amount to its currency with a no-break space', () => {
    const split = Object.entries(read(locale, namespace)).filter(([, message]) =>
      /AED[ \t]+\{|\}[ \t]+درهم/.test(message),
    );
    expect(split.map(([key]) => key)).toEqual([]);
  });
});

describe('keys other modules rely on', () => {
  it.each([SOURCE_LOCALE, 'ar-AE'])('%s defines every key the business rules return', (locale) => {
    const defined = new Set(
      NAMESPACES.flatMap((namespace) =>
        CATALOGUE_LOCALES[namespace].includes(locale as never)
          ? Object.keys(read(locale, namespace))
          : [],
      ),
    );
    expect(RULE_MESSAGE_KEYS.filter((key) => !defined.has(key))).toEqual([]);
  });

  it('keeps the formatters’ "Not Available" equal to the catalogues', () => {
    expect(read('en', 'common')['common.notAvailable']).toBe(NOT_AVAILABLE_TEXT.en);
    expect(read('ar-AE', 'common')['common.notAvailable']).toBe(NOT_AVAILABLE_TEXT.ar);
  });

  it('has the client’s generic error key', () => {
    expect(read('en', 'common')['something.wentWrong']).toBe('Something went wrong');
  });
});
