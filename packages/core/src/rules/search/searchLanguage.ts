import type { PortalLocale } from '../../locale/portalLocale';

/** The language a search text is written in, as far as the portal distinguishes (spec 001 §4, §5). */
export type SearchTextLanguage = 'ar' | 'en';

// First letter of Arabic script (Arabic, Supplement, Extended-A/B, presentation forms) or of any other script.
const ARABIC_LETTER = /[\u0600-\u06ff\u0750-\u077f\u0870-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/u;
const ANY_LETTER = /\p{L}/u;

/**
 * Detects whether a search text is Arabic or English (spec 001 §5).
 * Choice: the script of the first letter decides (digits, spaces and punctuation are skipped), the
 * same "first strong character" rule browsers use for `dir="auto"`, so the input's direction and
 * the detected language agree. Letters of other scripts count as English (the non-Arabic
 * interface). `undefined` when the text has no letter at all.
 */
export function searchTextLanguageOf(text: unknown): SearchTextLanguage | undefined {
  if (typeof text !== 'string') return undefined;
  const first = ANY_LETTER.exec(text)?.[0];
  if (first === undefined) return undefined;
  return ARABIC_LETTER.test(first) ? 'ar' : 'en';
}

/**
 * The `lang` value sent with a search (spec 001 §7: "ar-AE for Arabic text, else en"): `ar-AE` only
 * when {@link searchTextLanguageOf} finds Arabic, `en` for everything else, a text without letters
 * (`2026`, `١٢٣٤`, a plate number) included, whatever the page's locale.
 * @param _pageLocale Ignored: the page's locale no longer decides anything here. Kept so existing
 *   callers compile; call with the text alone.
 */
export function searchLangParamOf(text: unknown, _pageLocale?: PortalLocale): 'ar-AE' | 'en' {
  return searchTextLanguageOf(text) === 'ar' ? 'ar-AE' : 'en';
}

/**
 * Whether to offer the change-language modal (spec 001 §2, §4): Arabic typed under English, or
 * English under Arabic. Texts without letters (a plate number, a reference code) never trigger it.
 */
export function shouldOfferLanguageSwitch(text: unknown, pageLocale: PortalLocale): boolean {
  const language = searchTextLanguageOf(text);
  return language !== undefined && (language === 'ar') !== (pageLocale === 'ar-AE');
}
