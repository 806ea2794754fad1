/** The content codings the server sends: precompressed at build time, or compressed per render. */
export type ContentCoding = 'br' | 'gzip' | 'identity';

/** When the client weighs codings equally: the smallest first. */
const PREFERENCE: readonly ContentCoding[] = ['br', 'gzip', 'identity'];

/** Each coding the header names, with its weight (`q`, 1 when absent). */
function weightsOf(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (name === '') continue;
    const q = parameters.find((parameter) => /^q\s*=/i.test(parameter));
    const weight = q === undefined ? 1 : Number(q.replace(/^q\s*=\s*/i, ''));
    weights.set(name.toLowerCase(), Number.isFinite(weight) ? weight : 0);
  }
  return weights;
}

/**
 * The coding to answer with, of those `available` (`identity` is always available), by the
 * request's `Accept-Encoding` (RFC 9110 §12.5.3): the highest weight wins, ties go to the smallest
 * (br, then gzip); `*` stands for any coding not named; `identity` is acceptable unless refused
 * (`identity;q=0`, or `*;q=0` without it), and is still the answer when nothing else is acceptable.
 * No header means no compression: a client that sends none may not read any.
 */
export function preferredCoding(
  acceptEncoding: string | null | undefined,
  available: readonly ContentCoding[],
): ContentCoding {
  if (!acceptEncoding) return 'identity';
  const weights = weightsOf(acceptEncoding);
  const wildcard = weights.get('*');
  const weightOf = (coding: ContentCoding): number => {
    const named = weights.get(coding) ?? (coding === 'gzip' ? weights.get('x-gzip') : undefined);
    if (named !== undefined) return named;
    if (coding === 'identity') return wildcard === 0 ? 0 : 0.001;
    return wildcard ?? 0;
  };
  let best: ContentCoding = 'identity';
  let bestWeight = 0;
  for (const coding of PREFERENCE) {
    if (coding !== 'identity' && !available.includes(coding)) continue;
    const weight = weightOf(coding);
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}
