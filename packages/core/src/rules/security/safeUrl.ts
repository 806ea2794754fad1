import { describeValue } from '../internal/describeValue';
/**
 * Why {@link safeUrl} refused a URL. Each reason names one attack or mistake, so logs say which.
 */
export type UnsafeUrlReason =
  /** Not a string (for example `null` from a notification without a URL). */
  | 'not-a-string'
  /** Empty or only whitespace. */
  | 'empty'
  /**
   * C0/C1 control characters (tab, newline, NUL…), which URL parsers silently drop; also when a
   * percent-decoding pass of the path reveals one (`/%09/evil.example`).
   */
  | 'control-character'
  /** Spaces, invisible or direction-changing characters that make a URL read as something else. */
  | 'whitespace'
  /**
   * A backslash, which browsers read as `/` (`/\evil.example` is a protocol-relative URL); also when a
   * percent-decoding pass of the path reveals one (`/%5Cevil.example`).
   */
  | 'backslash'
  /**
   * `//host…`: relative in appearance, another origin in effect. Also a path that dot segments or
   * percent-decoding turn into one (`/.//evil.example`, `/%2F%2Fevil.example`, `/%2e%2e//evil.example`).
   */
  | 'protocol-relative'
  /**
   * A path that four percent-decoding passes leave still encoded (`/%252525252F…`): each pass could
   * reveal a slash, and no real link nests encodings that deep.
   */
  | 'nested-encoding'
  /** A scheme other than https (`javascript:`, `data:`, `vbscript:`, `file:`, plain `http:`…). */
  | 'scheme-not-allowed'
  /** The URL parser refused it. */
  | 'unparsable'
  /** User name or password in the URL (`https://portal.example@evil.example`). */
  | 'credentials'
  /** A well-formed https URL whose origin is neither the portal's nor on the allow-list. */
  | 'origin-not-allowed';

export type SafeUrlResult =
  | { readonly ok: true; readonly url: URL }
  | { readonly ok: false; readonly reason: UnsafeUrlReason };

export interface SafeUrlOptions {
  /** The portal's own origin, e.g. `https://www.portal.example`; relative URLs resolve against it. */
  readonly origin: string;
  /**
   * Other origins links may lead to, each an https origin such as `https://pay.example.ae`.
   * Choice: exact origins only, no wildcards, and an empty list by default, so an external link
   * works only once someone has decided that site is trusted.
   */
  readonly allowedOrigins?: readonly string[];
}

/**
 * Checks on the raw text, in order, each with the reason it gives. They run before `new URL`, which
 * quietly strips tabs and newlines and turns backslashes into slashes. Entries 1 to 3 are
 * {@link PATH_CHECKS} too.
 */
const RAW_TEXT_CHECKS: readonly (readonly [RegExp, UnsafeUrlReason])[] = [
  // Empty or only whitespace (the same characters trim() removes).
  [/^\s*$/, 'empty'],
  // C0, DEL and C1 controls. Matching control characters is this regex's purpose.
  // eslint-disable-next-line no-control-regex
  [/[\u0000-\u001f\u007f-\u009f]/u, 'control-character'],
  [/\\/, 'backslash'],
  [/^\/\//, 'protocol-relative'],
  // Any Unicode space, plus zero-width and bidi formatting characters (Trojan-Source style tricks).
  [/[\s\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff]/u, 'whitespace'],
  // A scheme other than http(s), in any case.
  [/^(?!https?:)[a-z][a-z0-9+.-]*:/i, 'scheme-not-allowed'],
];

/**
 * What each decoding of an accepted URL's path must still pass: no control character, no backslash,
 * and no `//` at the start. Whitespace is allowed there (`/My%20files` is an ordinary path).
 */
const PATH_CHECKS = RAW_TEXT_CHECKS.slice(1, 4);

/**
 * Why the path of `url` could lead to another host once someone reads it again, or `undefined`.
 * A same-origin URL is written back as a bare path (`loginPath` sends `redirectUrl=/…`), and servers,
 * proxies and browsers may normalise dot segments or percent-decode it once more before they follow
 * it: `/.//evil.example` normalises to `//evil.example`, `/%2F%2Fevil.example` decodes to
 * `///evil.example`, `/%09/evil.example` to a tab the next parser drops. So the path and each
 * decoding of it must pass {@link PATH_CHECKS}, as written and with its dot segments resolved.
 * Choices: the decoding is lenient and ASCII-only (`%00`–`%7F`), so a malformed escape elsewhere
 * cannot hide a `%2F`, and multi-byte characters, which can never become `/`, `\` or a control
 * character, are left alone. Four decodings may change the path (a path encoded twice by mistake
 * still passes); one that changes after that is refused, which bounds the work (`%25` can nest as
 * deep as the text is long).
 */
function pathEscapeOf(url: URL): UnsafeUrlReason | undefined {
  let path = url.pathname;
  for (let pass = 0; pass < 5; pass++) {
    // Resolving against the origin (not as a relative URL) cannot throw, even for `//…`.
    const normalised = new URL(url.origin + path).pathname;
    const failed = PATH_CHECKS.find(([pattern]) => pattern.test(path) || pattern.test(normalised));
    if (failed) return failed[1];
    // Only `%00`–`%7F` match, and decodeURIComponent never throws on those.
    if (path === (path = path.replace(/%[0-7][\da-f]/gi, decodeURIComponent))) return undefined;
  }
  return 'nested-encoding';
}

function originOf(value: unknown, label: string): string {
  let url: URL | undefined;
  try {
    url = typeof value === 'string' ? new URL(value) : undefined;
  } catch {
    // Reported below as "must be an absolute URL".
  }
  // One throw site with two wordings keeps this developer check small in every bundle that uses safeUrl.
  if (url?.protocol !== 'https:' && url?.protocol !== 'http:') {
    throw new RangeError(
      `safeUrl: ${label} must ${url ? 'use http or https' : 'be an absolute URL such as "https://portal.example"'}; got ${describeValue(value)}`,
    );
  }
  return url.origin;
}

/**
 * Checks a URL before the portal navigates to it or redirects to it: notification action URLs
 * (spec 000 §2, external type), the sign-in `redirectUrl` (spec 001 §2) and sandbox redirects.
 *
 * Accepted: a URL on the portal's own origin (relative paths are resolved against it; this is the
 * only case where plain http is allowed, for local development), or an https URL whose origin is
 * in `allowedOrigins`. Everything else is refused with a {@link UnsafeUrlReason}.
 * Checks run on the raw text first, because `new URL` quietly strips tabs and newlines and turns
 * backslashes into slashes, which is how `java\tscript:` and `/\evil.example` slip through naive checks.
 *
 * After normalisation the accepted URL's path is one that no further reading can turn into another
 * host: neither its dot segments resolved nor up to four percent-decoding passes make it start with
 * `//`, or reveal a backslash or a control character, so `url.pathname + url.search + url.hash` is
 * safe to write as a bare path (see `loginPath`).
 *
 * Navigate to the returned `url.href`, never to the input: the parser may read the input differently
 * from a naive reader (`https:evil.example` with no slashes is a same-origin relative path).
 *
 * @throws {RangeError} only when the options themselves are wrong (a misconfigured origin), never
 *   because of the input.
 * @example safeUrl('/en/mylocker', { origin: 'https://www.portal.example' }) // ok, same origin
 * @example safeUrl('javascript:alert(1)', { origin }) // { ok: false, reason: 'scheme-not-allowed' }
 */
export function safeUrl(input: string, options: SafeUrlOptions): SafeUrlResult {
  const ownOrigin = originOf(options?.origin, 'options.origin');
  const allowedOrigins: unknown = options.allowedOrigins ?? [];
  if (!Array.isArray(allowedOrigins))
    throw new RangeError('safeUrl: options.allowedOrigins must be an array of origins');
  const allowed = new Set(
    allowedOrigins.map((entry) => originOf(entry, 'each allowedOrigins entry')),
  );
  const refuse = (reason: UnsafeUrlReason): SafeUrlResult => ({ ok: false, reason });

  if (typeof input !== 'string') return refuse('not-a-string');
  const failed = RAW_TEXT_CHECKS.find(([pattern]) => pattern.test(input));
  if (failed) return refuse(failed[1]);

  let url: URL;
  try {
    url = new URL(input, `${ownOrigin}/`);
  } catch {
    return refuse('unparsable');
  }
  if (url.username !== '' || url.password !== '' || /^https?:\/\/[^/?#]*@/i.test(input))
    return refuse('credentials');
  if (url.origin !== ownOrigin) {
    if (url.protocol !== 'https:') return refuse('scheme-not-allowed');
    if (!allowed.has(url.origin)) return refuse('origin-not-allowed');
  }
  const escape = pathEscapeOf(url);
  return escape ? refuse(escape) : { ok: true, url };
}

/** `true` when {@link safeUrl} accepts `input`; for guards that need no reason. */
export function isSafeUrl(input: string, options: SafeUrlOptions): boolean {
  return safeUrl(input, options).ok;
}
