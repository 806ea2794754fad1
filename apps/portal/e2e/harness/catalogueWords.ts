import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Translates a catalogue key, filling `{name}` placeholders; an unknown key fails the test. */
export type CatalogueWords = (key: string, values?: Record<string, string | number>) => string;

/**
 * The words the pages show, read from core's catalogues as the app reads them: the namespaces are
 * merged in order (a later one wins), so a journey asserts on the same text a person reads.
 */
export function catalogueWordsOf(locale: string, ...namespaces: string[]): CatalogueWords {
  const words: Record<string, string> = {};
  for (const namespace of namespaces) {
    const file = fileURLToPath(
      new URL(
        `../../../../packages/core/src/i18n/catalogues/${locale}/${namespace}.json`,
        import.meta.url,
      ),
    );
    Object.assign(words, JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>);
  }
  return (key, values = {}) => {
    const text = words[key];
    if (text === undefined) throw new Error(`no catalogue key ${key}`);
    return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
  };
}

/** `text` as a literal inside a regular expression (a catalogue phrase as a name prefix). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
