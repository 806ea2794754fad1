/**
 * The letters of a person's avatar when there is no photo (My data, the profile menu): the first
 * letter of the first name and of the last name.
 *
 * A family name's article is not its initial: "Al Mansoori", "Al-Mansoori", "El-Sayed" give "M" and
 * "S", and Arabic "المنصوري" gives "م", not the "ا" of "ال" that every such name would share. Letters
 * are whole characters (a letter with its marks), never half a surrogate pair; punctuation and
 * symbols before a name are skipped. Two Arabic
 * letters are kept apart by a zero-width non-joiner, so they read as two initials ("م‌م") and not as a
 * word whose letters join.
 */

/** "Al ", "Al-", "El-", "Ul-" before a family name, as written in Latin script. */
const LATIN_ARTICLE = /^(?:al|el|ul)[\s-]+(?=\p{L})/iu;
/** The Arabic article "ال" at the start of a longer word. */
const ARABIC_ARTICLE = /^ال(?=\p{L}{2})/u;
const ARABIC_LETTER = /\p{Script=Arabic}/u;
const ZERO_WIDTH_NON_JOINER = '\u200C';
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]/u;

const graphemes =
  typeof Intl.Segmenter === 'function'
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : undefined;

function charactersOf(text: string): string[] {
  return graphemes
    ? Array.from(graphemes.segment(text), ({ segment }) => segment)
    : Array.from(text);
}

/** A name's first letter or digit; quotes, punctuation and symbols before it are not initials. */
function firstLetterOf(word: string): string {
  return charactersOf(word).find((character) => LETTER_OR_DIGIT.test(character)) ?? '';
}

/** Upper case where that is still one letter ("ß" → "SS" and "ﬀ" → "FF" are not). */
function upperCaseOf(letter: string): string {
  const upper = letter.toLocaleUpperCase();
  return charactersOf(upper).length === 1 ? upper : letter;
}

function withoutArticle(familyName: string): string {
  const text = familyName.trim();
  const latin = text.replace(LATIN_ARTICLE, '');
  if (latin !== text) return latin;
  return text.replace(ARABIC_ARTICLE, '');
}

/**
 * The initials of `firstName` and `lastName` ("Mohammed", "Al Mansoori" → "MM"; "محمد",
 * "المنصوري" → "م‌م"); one letter when one name is empty, "" when both are. Latin letters are upper
 * case.
 */
export function initialsOf(firstName: string, lastName: string): string {
  const letters = [firstLetterOf(firstName), firstLetterOf(withoutArticle(lastName))]
    .filter((letter) => letter !== '')
    .map(upperCaseOf);
  const arabic = letters.length === 2 && letters.every((letter) => ARABIC_LETTER.test(letter));
  return letters.join(arabic ? ZERO_WIDTH_NON_JOINER : '');
}
