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
    // A whole-message plural ("5 suggestions", Arabic's six forms) picks its form as ICU does;
    // plain placeholders are filled in place, and one without a value stays as `{name}`, so a
    // journey can match a phrase's fixed start.
    const plural = /^\{(\w+), *plural, *(.*)\}$/s.exec(text);
    if (plural) return pluralForm(locale, plural[2] ?? '', Number(values[plural[1] ?? '']));
    return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
  };
}

/**
 * The form of an ICU plural's `branches` (`=0 {…} one {# item} other {# items}`) for `count`: an
 * exact `=n` first, then the locale's plural category (`Intl.PluralRules`), `#` written as the
 * count in Latin digits, as the app writes numbers. Enough for the catalogues' flat plurals.
 */
function pluralForm(locale: string, branches: string, count: number): string {
  const forms = new Map(
    [...branches.matchAll(/(=\d+|zero|one|two|few|many|other) *\{([^{}]*)\}/g)].map(
      ([, selector, form]) => [selector ?? '', form ?? ''],
    ),
  );
  const form =
    forms.get(`=${count}`) ??
    forms.get(new Intl.PluralRules(locale).select(count)) ??
    forms.get('other');
  if (form === undefined) throw new Error(`no plural form for ${count} in ${branches}`);
  return form.replace(/#/g, String(count));
}

/** `text` as a literal inside a regular expression (a catalogue phrase as a name prefix). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
