import fc from 'fast-check';

/**
 * Hostile redirect targets for the safe-URL properties (issue G §3): paths built from the pieces that
 * make a relative path turn into another host once a parser, a proxy or a backend reads it again.
 * Test-only helper; not exported from the package.
 */

/** The portal origin the properties resolve against. */
export const PORTAL_ORIGIN = 'https://portal.example';

/** The one other origin the properties allow, so the allow-list path is exercised too. */
export const PARTNER_ORIGIN = 'https://partner.example';

/** What a hostile target may start with: nothing, slashes, a scheme, an own or allowed absolute URL. */
const STARTS = [
  '',
  '/',
  '//',
  '///',
  '\\',
  '/\\',
  '.',
  '..',
  '%2F',
  '%5C',
  'https:',
  'https:/',
  `${PORTAL_ORIGIN}`,
  `${PORTAL_ORIGIN}/`,
  `${PORTAL_ORIGIN}//`,
  'http://portal.example/',
  `${PARTNER_ORIGIN}/`,
  '/en/',
] as const;

/**
 * The pieces: dot segments (plain and `%2e`-encoded), slashes (plain, `%2f`, `%5c`, doubly encoded,
 * backslashes, repeats), tab/CR/LF (raw and encoded), NUL, userinfo `@`, hosts, and ordinary words.
 */
const PIECES = [
  '/',
  '//',
  '\\',
  '/\\',
  '\\/',
  '.',
  '..',
  './',
  '../',
  '/./',
  '/../',
  '%2e',
  '%2E',
  '.%2e',
  '%2e.',
  '%2e%2e',
  '%2f',
  '%2F',
  '%5c',
  '%5C',
  '%252f',
  '%255C',
  '%25252F',
  '%25',
  '%',
  '\t',
  '\r',
  '\n',
  '%09',
  '%0a',
  '%0D',
  '%0d%0a',
  '%00',
  '%7f',
  '@',
  '%40',
  ':',
  '?',
  '#',
  '%3F',
  '%23',
  ' ',
  '%20',
  'evil.example',
  'portal.example',
  'partner.example',
  'portal.example@evil.example',
  'evil.example%40portal.example',
  'en',
  'mylocker',
] as const;

/** A hostile redirect target: a start and up to 12 pieces. */
export const hostileTarget: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(...STARTS), fc.array(fc.constantFrom(...PIECES), { maxLength: 12 }))
  .map(([start, pieces]) => start + pieces.join(''));

/**
 * One more decoding pass, as a backend or proxy following the target might do:
 * `decodeURIComponent`, or, when the text has a malformed escape, only its valid ASCII escapes
 * (what lenient decoders do).
 */
export function decodedOnce(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text.replace(/%[0-7][\da-f]/gi, (escape) =>
      String.fromCharCode(parseInt(escape.slice(1), 16)),
    );
  }
}

/**
 * The origins a browser reaches from `text` resolved against the portal, as written and after one more
 * decoding pass. A text the URL parser refuses yields `'unparsable'`, which is no trusted origin.
 */
export function originsReachedFrom(text: string): string[] {
  return [text, decodedOnce(text)].map((candidate) => {
    try {
      return new URL(candidate, PORTAL_ORIGIN).origin;
    } catch {
      return 'unparsable';
    }
  });
}
