/**
 * Which writing system a text is mostly in: Arabic script, Latin script, another script, or none
 * (no letters at all, or as many Arabic as Latin letters, so nobody can say).
 */
export type TextScript = 'arabic' | 'latin' | 'other' | 'unknown';

/** What to show for a server's text on a page, and with which `lang` and `dir` when not the page's. */
export type ServerTextChoice =
  /** The server's text, in the page's language: it inherits the page's `lang` and `dir`. */
  | { readonly show: 'server'; readonly text: string; readonly lang: string }
  /** The server's text whose language cannot be told: shown with `dir="auto"` and no `lang`. */
  | { readonly show: 'server'; readonly text: string; readonly dir: 'auto' }
  /** The page's own words (the generic "Something went wrong" or the field's error) instead. */
  | { readonly show: 'fallback' };

const ARABIC_LETTER = /\p{Script=Arabic}/u;
const LATIN_LETTER = /\p{Script=Latin}/u;
const LETTER = /\p{L}/u;

/** A quotation: «…», “…”, "…" or ‘…’ (what a sentence cites, not the sentence's own words). */
const QUOTED = /«[^»]*»|“[^”]*”|"[^"]*"|‘[^’]*’/g;

/**
 * The script most of a text's letters are in: a letter count, so a Latin account code or provider
 * name inside an Arabic sentence ("رقم الحساب ADDC غير صحيح") leaves it Arabic, and an Arabic name
 * inside an English sentence leaves it Latin. Digits, punctuation and spaces do not count, nor do
 * quoted words (`لا توجد صفحة «announcements/no-such-day»` is Arabic) unless nothing else has a
 * letter.
 * @example scriptOfText('لم يُقبل الرمز') // 'arabic'
 * @example scriptOfText('404') // 'unknown'
 */
export function scriptOfText(text: string): TextScript {
  const unquoted = text.replace(QUOTED, ' ');
  const own = scriptByLetterCount(unquoted);
  return own === 'unknown' && !LETTER.test(unquoted) ? scriptByLetterCount(text) : own;
}

function scriptByLetterCount(text: string): TextScript {
  let arabic = 0;
  let latin = 0;
  let other = 0;
  for (const character of text) {
    if (!LETTER.test(character)) continue;
    if (ARABIC_LETTER.test(character)) arabic += 1;
    else if (LATIN_LETTER.test(character)) latin += 1;
    else other += 1;
  }
  const most = Math.max(arabic, latin, other);
  if (most === 0) return 'unknown';
  const leaders = [arabic, latin, other].filter((count) => count === most).length;
  if (leaders > 1) return 'unknown';
  return most === arabic ? 'arabic' : most === latin ? 'latin' : 'other';
}

/**
 * The script a page locale writes in (`ar-AE` → arabic, `en` → latin), from the locale's likely
 * script (`Intl.Locale#maximize`), so Persian or Urdu pages are Arabic-script pages too. Undefined
 * for a locale in another script (Russian, Chinese) or one that is not a BCP 47 tag.
 */
export function scriptOfLocale(locale: string): 'arabic' | 'latin' | undefined {
  try {
    const script = new Intl.Locale(locale).maximize().script;
    return script === 'Arab' ? 'arabic' : script === 'Latn' ? 'latin' : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether to show a server's refusal text on a page, and how (issue R, spec 000 §8): the text when
 * it is written in the page's script, with the page's `lang`; the text with `dir="auto"` when its
 * language cannot be told (no letters, an even mix, or a page whose script this rule does not
 * know); otherwise the page's own fallback ("Something went wrong" in the page's language), because
 * an English sentence on an Arabic page is a sentence the reader may not be able to read, and an
 * Arabic one on an English page likewise. A missing, blank or non-string text is the fallback too
 * (spec 000 §8: "whenever the server message is missing or not a string"). Never throws.
 * @example serverTextFor('ar-AE', 'The PIN is wrong') // { show: 'fallback' }
 * @example serverTextFor('ar-AE', 'رمز PIN غير صحيح') // { show: 'server', text: …, lang: 'ar-AE' }
 */
export function serverTextFor(pageLocale: string, serverText: unknown): ServerTextChoice {
  if (typeof serverText !== 'string') return { show: 'fallback' };
  const text = serverText.trim();
  if (text === '') return { show: 'fallback' };
  const pageScript = typeof pageLocale === 'string' ? scriptOfLocale(pageLocale) : undefined;
  const textScript = scriptOfText(text);
  if (pageScript === undefined || textScript === 'unknown')
    return { show: 'server', text, dir: 'auto' };
  return textScript === pageScript
    ? { show: 'server', text, lang: pageLocale }
    : { show: 'fallback' };
}

/** First-strong isolate and pop (Unicode bidi): the plain-text form of `dir="auto"`. */
const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * A {@link ServerTextChoice} as one string for the many props that take words as a string: the
 * fallback, the server's text, or (for `dir: 'auto'`) the server's text between a first-strong
 * isolate and its pop, which the browser's bidi algorithm treats exactly as an element with
 * `dir="auto"`, so a neutral or mixed text cannot reorder the sentence around it.
 */
export function serverTextAsString(choice: ServerTextChoice, fallback: string): string {
  if (choice.show === 'fallback') return fallback;
  return 'dir' in choice
    ? `${FIRST_STRONG_ISOLATE}${choice.text}${POP_DIRECTIONAL_ISOLATE}`
    : choice.text;
}
