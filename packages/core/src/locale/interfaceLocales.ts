import { describeValue } from '../rules/internal/describeValue';

/**
 * The 57 interface languages of the session dialogs (spec 001 §1: change language, sign-out, unlock and
 * lock warning), keyed by the codes the portal's CMS and cookies use, mapped to BCP 47 tags.
 *
 * Mapping choices (spec 001 §1 lists the codes, not what they mean):
 * - `ar` → `ar-AE`: the portal's Arabic is the UAE's, and `ar-AE` is already its page prefix (spec 001 §2).
 * - `ptBR` → `pt-BR` and `zhCN` → `zh-CN`, as their names say.
 * - Choice: `pt` → `pt-PT`. CLDR reads a bare `pt` as Brazilian; since `ptBR` exists separately,
 *   plain `pt` is taken to be European Portuguese, and its texts are written that way.
 * - Choice: `zh` → `zh-Hant` (Traditional Chinese). `zhCN` already covers Simplified Chinese, so the
 *   second Chinese entry only makes sense as the other script; the script subtag (not `zh-TW`) says
 *   exactly that and also serves Hong Kong and Macao readers.
 * - Choice: `sr` → `sr-Cyrl`. Cyrillic is Serbia's official script and CLDR's default; naming it
 *   keeps `lang` honest for screen readers and font selection.
 * - Every other code is already a BCP 47 language subtag and is kept as is, with CLDR's default
 *   script: `az`, `bs`, `uz` Latin; `kk`, `mn` Cyrillic; `pa` Gurmukhi; `nb` Norwegian Bokmål.
 */
export const INTERFACE_LOCALE_TAGS = {
  en: 'en',
  ar: 'ar-AE',
  az: 'az',
  hy: 'hy',
  et: 'et',
  sq: 'sq',
  de: 'de',
  id: 'id',
  or: 'or',
  uz: 'uz',
  uk: 'uk',
  it: 'it',
  eu: 'eu',
  pt: 'pt-PT',
  ptBR: 'pt-BR',
  ps: 'ps',
  bg: 'bg',
  pa: 'pa',
  bn: 'bn',
  bs: 'bs',
  pl: 'pl',
  cs: 'cs',
  gl: 'gl',
  ka: 'ka',
  da: 'da',
  ru: 'ru',
  ro: 'ro',
  sk: 'sk',
  sl: 'sl',
  si: 'si',
  sr: 'sr-Cyrl',
  zhCN: 'zh-CN',
  gu: 'gu',
  fa: 'fa',
  fr: 'fr',
  fi: 'fi',
  vi: 'vi',
  kk: 'kk',
  kn: 'kn',
  ca: 'ca',
  hr: 'hr',
  ko: 'ko',
  lv: 'lv',
  lt: 'lt',
  mr: 'mr',
  mt: 'mt',
  zh: 'zh-Hant',
  mk: 'mk',
  mn: 'mn',
  nb: 'nb',
  ne: 'ne',
  hu: 'hu',
  cy: 'cy',
  ja: 'ja',
  el: 'el',
  ms: 'ms',
  nl: 'nl',
} as const;

/** A locale code as the CMS, cookies and spec 001 §1 spell it (`ptBR`, `zhCN`, `ar`). */
export type InterfaceLocaleCode = keyof typeof INTERFACE_LOCALE_TAGS;

/** The BCP 47 tag of an interface language (`pt-BR`, `zh-Hant`, `ar-AE`). */
export type InterfaceLocale = (typeof INTERFACE_LOCALE_TAGS)[InterfaceLocaleCode];

/** The 57 interface locales as BCP 47 tags, in the order of spec 001 §1. */
export const INTERFACE_LOCALES = /* @__PURE__ */ Object.values(
  INTERFACE_LOCALE_TAGS,
) as readonly InterfaceLocale[];

// Built on first use, not at import: work at module level would keep the whole table in every bundle
// that imports anything from this chunk (a path builder only needs the two portal locales).
let byLowerCase: Map<string, InterfaceLocale> | undefined;

function lowerCaseIndex(): Map<string, InterfaceLocale> {
  if (!byLowerCase) {
    byLowerCase = new Map();
    for (const [code, tag] of Object.entries(INTERFACE_LOCALE_TAGS) as [
      InterfaceLocaleCode,
      InterfaceLocale,
    ][]) {
      byLowerCase.set(code.toLowerCase(), tag);
      byLowerCase.set(tag.toLowerCase(), tag);
    }
  }
  return byLowerCase;
}

/**
 * Reads an interface locale from a CMS code (`ptBR`), a BCP 47 tag in any case (`pt-br`) or with an
 * underscore (`pt_BR`). Anything else gives `undefined`; use {@link negotiateLocale} to find the
 * closest supported locale for a tag that is not listed (`ar-SA`, `en-GB`), and for a value that is
 * not a string. Never throws.
 */
export function interfaceLocaleOf(code: string): InterfaceLocale | undefined {
  if (typeof code !== 'string') return undefined;
  return lowerCaseIndex().get(code.trim().replace(/_/g, '-').toLowerCase());
}

/**
 * The CMS code of an interface locale (`pt-BR` → `ptBR`), for cookies and API calls that expect it.
 * @throws {RangeError} naming the value when it is not one of {@link INTERFACE_LOCALES}.
 */
export function interfaceLocaleCodeOf(locale: InterfaceLocale): InterfaceLocaleCode {
  for (const [code, tag] of Object.entries(INTERFACE_LOCALE_TAGS) as [
    InterfaceLocaleCode,
    InterfaceLocale,
  ][]) {
    if (tag === locale) return code;
  }
  throw new RangeError(
    `interfaceLocaleCodeOf: ${describeValue(locale)} is not one of the 57 interface locales`,
  );
}
