/** The names a language of the list can be found by (spec 001 §3 "Language entry"). */
export interface SearchableLanguage {
  /** The list's code (`fr`, `pt-BR`, `ptBR`). */
  readonly iso: string;
  /** The portal's own key for the language (`ptBR`), when the list has one. */
  readonly name?: string | null | undefined;
  /** Its name in English. */
  readonly en?: string | null | undefined;
  /** Its name in Arabic. */
  readonly ar?: string | null | undefined;
  /** Its name in the language itself. */
  readonly native_name?: string | null | undefined;
}

// Arabic-script letters written more than one way (alef with hamza or madda, alef maksura, teh
// marbuta, the Persian and Urdu yeh and keheh) and the tatweel, read as their plain Arabic forms:
// "الإنجليزية" is found by "الانجليزيه", and "فارسی" by "فارسي" typed on an Arabic keyboard.
const ARABIC_VARIANTS: Readonly<Record<string, string>> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ى: 'ي',
  ی: 'ي',
  ک: 'ك',
  ة: 'ه',
  ـ: '',
};
const ARABIC_VARIANT = /[أإآٱىیکةـ]/gu;

/**
 * A text as the language search compares it: case, accents and Arabic short vowels ignored
 * (canonical decomposition, then every combining mark removed), Arabic letter variants read as one,
 * and hyphens, underscores and spaces dropped, so `pt-br`, `ptBR` and `pt BR` are the same code.
 * Anything but a string is the empty text.
 */
export function normalizeLanguageSearchText(text: unknown): string {
  if (typeof text !== 'string') return '';
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(ARABIC_VARIANT, (letter) => ARABIC_VARIANTS[letter] ?? letter)
    .toLocaleLowerCase('en')
    .replace(/[\s\-_]+/gu, '');
}

/**
 * The languages of the list a search text finds (SCREENS S9.2; spec 001 §1: the ~58 languages of
 * the change-language dialog), in the list's order: a language matches when the text occurs in its
 * native, English or Arabic name, or starts its code (`fr`, `pt-BR`, `ptBR`), compared as
 * {@link normalizeLanguageSearchText} reads them ("francais" finds "Français", "FR" finds French,
 * "فرنس" finds "الفرنسية"). A text that is empty once normalised
 * keeps the whole list. A list that is not an array finds nothing; entries that are not objects are
 * skipped.
 */
export function searchLanguageList<T extends SearchableLanguage>(
  languages: readonly T[],
  text: unknown,
): T[] {
  if (!Array.isArray(languages)) return [];
  const entries = (languages as readonly unknown[]).filter(
    (entry): entry is T => typeof entry === 'object' && entry !== null,
  );
  const wanted = normalizeLanguageSearchText(text);
  if (wanted === '') return entries;
  return entries.filter((entry) => {
    const names = [entry.native_name, entry.en, entry.ar].map(normalizeLanguageSearchText);
    if (names.some((name) => name.includes(wanted))) return true;
    return [entry.iso, entry.name]
      .map(normalizeLanguageSearchText)
      .some((code) => code !== '' && code.startsWith(wanted));
  });
}
