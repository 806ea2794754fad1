/**
 * Text normalisation for search in English and Arabic, applied the same way to the catalogue and to
 * the query so that what a user types matches however the service name is spelled.
 */

// Tashkeel (harakat, tanween, shadda, sukun), superscript alef and tatweel carry no meaning for search.
const ARABIC_MARKS = /[\u064b-\u065f\u0670\u0640]/g;

/** English spellings people type that the catalogue writes differently. */
const ENGLISH_VARIANTS: Readonly<Record<string, string>> = {
  license: 'licence',
  licenses: 'licence',
  licences: 'licence',
  renewal: 'renew',
  renewing: 'renew',
  cancellation: 'cancel',
  registration: 'register',
  modification: 'modify',
  permits: 'permit',
  certificates: 'certificate',
  fines: 'fine',
  bills: 'bill',
  billing: 'bill',
  penalties: 'penalty',
  violations: 'violation',
  tickets: 'ticket',
  payments: 'payment',
  cars: 'vehicle',
  car: 'vehicle',
};

/**
 * Arabic plurals people type for a singular the catalogue writes (broken plurals cannot be found by
 * a prefix), keyed and valued in normalised form (ة written ه): "مخالفات" finds "مخالفة".
 */
const ARABIC_VARIANTS: Readonly<Record<string, string>> = {
  مخالفات: 'مخالفه',
  فواتير: 'فاتوره',
  غرامات: 'غرامه',
  رخص: 'رخصه',
  تصاريح: 'تصريح',
  شهادات: 'شهاده',
  مركبات: 'مركبه',
  سيارات: 'سياره',
  بوابات: 'بوابه',
};

/**
 * Lower-cases, folds Arabic letter variants (أ إ آ → ا, ة → ه, ى → ي, ؤ → و, ئ → ي), drops diacritics
 * and tatweel, and maps Arabic-Indic digits to Latin ones.
 */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(ARABIC_MARKS, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0));
}

/** Arabic prefixes that do not change what is looked for: "the", "and the", "with the", "for the". */
const ARABIC_ARTICLE = /^(?:وال|بال|كال|فال|لل|ال)(?=[\u0621-\u064a]{2,})/;

/** Words of a text after normalisation, with the Arabic article, Arabic plurals and English variants folded. */
export function tokenise(text: string): string[] {
  const tokens: string[] = [];
  for (const raw of normaliseText(text).split(/[^\p{L}\p{N}]+/u)) {
    if (raw === '') continue;
    const english = ENGLISH_VARIANTS[raw];
    if (english !== undefined) {
      tokens.push(english);
      continue;
    }
    const word = raw.replace(ARABIC_ARTICLE, '');
    tokens.push(ARABIC_VARIANTS[word] ?? word);
  }
  return tokens;
}
