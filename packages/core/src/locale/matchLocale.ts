import { interfaceLocaleOf } from './interfaceLocales';

/**
 * Canonical BCP 47 form of a requested language (`ar-ae` → `ar-AE`, `pt_BR` → `pt-BR`), or
 * `undefined` when it is not a well-formed tag. A CMS code that is no BCP 47 tag (`ptBR`, `zhCN`)
 * is read through {@link interfaceLocaleOf}. A bare `pt` or `zh` keeps its BCP 47 meaning here
 * (Brazilian, Simplified), since browsers send it that way; only the CMS list reads them otherwise.
 * Never throws: the value may come from a cookie, a query string or a header anyone can write, and
 * anything but a string gives `undefined`.
 */
export function canonicalLocaleOf(value: string): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim().replace(/_/g, '-');
  if (text === '' || text === '*') return undefined;
  try {
    return Intl.getCanonicalLocales(text)[0];
  } catch {
    return interfaceLocaleOf(text);
  }
}

interface LocaleParts {
  readonly language: string;
  readonly script: string | undefined;
  readonly region: string | undefined;
}

/**
 * Likely subtags, remembered per tag: `Intl.Locale#maximize` costs about half a millisecond, and a
 * match compares against every supported locale (57 interface locales), on the first page's
 * critical path. Bounded, because requested tags come from headers and cookies anyone can write.
 */
const likelyPartsCache = new Map<string, LocaleParts>();
const LIKELY_PARTS_CACHE_SIZE = 256;

function likelyParts(tag: string): LocaleParts {
  const cached = likelyPartsCache.get(tag);
  if (cached) return cached;
  const locale = new Intl.Locale(tag).maximize();
  const parts = { language: locale.language, script: locale.script, region: locale.region };
  if (likelyPartsCache.size >= LIKELY_PARTS_CACHE_SIZE) likelyPartsCache.clear();
  likelyPartsCache.set(tag, parts);
  return parts;
}

/**
 * How close a supported locale is to a requested one, after adding likely subtags (CLDR), so that
 * `zh-TW` meets `zh-Hant`, `pt` meets `pt-BR` before `pt-PT`, and `ar-SA` still meets `ar-AE`:
 * 4 same tag, 3 same language, script and region, 2 same language and script, 1 same language, 0 none.
 */
function closeness(requested: LocaleParts, requestedTag: string, supportedTag: string): number {
  if (requestedTag.toLowerCase() === supportedTag.toLowerCase()) return 4;
  const supported = likelyParts(supportedTag);
  if (supported.language !== requested.language) return 0;
  if (supported.script !== requested.script) return 1;
  return supported.region === requested.region ? 3 : 2;
}

/**
 * The supported locale closest to `requested`, or `undefined` when none shares its language. Ties go
 * to the earlier entry of `supported`, so list order states the preference. A `requested` value that
 * is not a language tag (of any type) matches nothing.
 * @throws {RangeError} when `supported` is not a list of BCP 47 tags (a developer's mistake).
 */
export function matchLocale<T extends string>(
  requested: string,
  supported: readonly T[],
): T | undefined {
  const tag = canonicalLocaleOf(requested);
  if (!tag) return undefined;
  const parts = likelyParts(tag);
  let best: T | undefined;
  let bestScore = 0;
  try {
    for (const candidate of supported) {
      const score = closeness(parts, tag, candidate);
      if (score > bestScore) {
        best = candidate;
        bestScore = score;
      }
    }
  } catch (error) {
    // Only `supported` can fail here (the requested tag was checked above): a developer's list
    // that is not iterable or holds something that is no tag.
    throw new RangeError('matchLocale: supported must be a list of BCP 47 tags', { cause: error });
  }
  return best;
}

/**
 * Languages of an `Accept-Language` header, best first (RFC 9110 §12.5.4): `q=0` entries and
 * malformed ones are dropped, equal weights keep their written order. A header that is not a string
 * gives no languages.
 */
export function parseAcceptLanguage(header: string): string[] {
  if (typeof header !== 'string') return [];
  return header
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.split(';').map((piece) => piece.trim());
      const q = params.find((param) => /^q=/i.test(param));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { range, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.range !== '' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.range);
}
