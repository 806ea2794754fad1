/** One interface language (spec 001 §3 "Language entry"). */
export interface InterfaceLanguage {
  readonly direction: 'ltr' | 'rtl';
  /** BCP 47 tag: `pt-BR`, `zh-CN`. */
  readonly iso: string;
  /** The portal's own key for the language, as its message catalogues are named (`ptBR`, `zhCN`). */
  readonly name: string;
  /** Name in Arabic. */
  readonly ar: string;
  /** Name in English. */
  readonly en: string;
  /** Name in the language itself. */
  readonly native_name: string;
}

/**
 * The sign-out dialog's 57 locale keys (spec 001 §1) plus Urdu, which makes 58 (spec 001 §9 "about
 * 58"). Choice: Urdu because it is among the most spoken languages in the UAE and it exercises a
 * second right-to-left script beside Arabic.
 */
const KEYS = [
  'en',
  'ar',
  'az',
  'hy',
  'et',
  'sq',
  'de',
  'id',
  'or',
  'uz',
  'uk',
  'it',
  'eu',
  'pt',
  'ptBR',
  'ps',
  'bg',
  'pa',
  'bn',
  'bs',
  'pl',
  'cs',
  'gl',
  'ka',
  'da',
  'ru',
  'ro',
  'sk',
  'sl',
  'si',
  'sr',
  'zhCN',
  'gu',
  'fa',
  'fr',
  'fi',
  'vi',
  'kk',
  'kn',
  'ca',
  'hr',
  'ko',
  'lv',
  'lt',
  'mr',
  'mt',
  'zh',
  'mk',
  'mn',
  'nb',
  'ne',
  'hu',
  'cy',
  'ja',
  'el',
  'ms',
  'nl',
  'ur',
] as const;

const RIGHT_TO_LEFT = new Set(['ar', 'fa', 'ps', 'ur']);

function isoOf(key: string): string {
  return key.replace(/^([a-z]{2})([A-Z]{2})$/, '$1-$2');
}

function displayName(iso: string, inLanguage: string): string {
  // ICU knows every language above; the fallback keeps the list complete on a small-ICU Node build.
  return new Intl.DisplayNames([inLanguage], { type: 'language', fallback: 'code' }).of(iso) ?? iso;
}

/** The 58 interface languages, names from the platform's CLDR data. */
export function buildLanguageList(): InterfaceLanguage[] {
  return KEYS.map((key) => {
    const iso = isoOf(key);
    return {
      direction: RIGHT_TO_LEFT.has(key) ? 'rtl' : 'ltr',
      iso,
      name: key,
      ar: displayName(iso, 'ar'),
      en: displayName(iso, 'en'),
      native_name: displayName(iso, iso),
    };
  });
}
