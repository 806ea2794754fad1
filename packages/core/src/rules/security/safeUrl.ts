import { describeValue } from '../internal/describeValue';
/**
 * Why {@link safeUrl} refused a URL. Each reason names one attack or mistake, so logs say which.
 */
export type UnsafeUrlReason =
  /** Not a string (for example `null` from a notification without a URL). */
  | 'not-a-string'
  /** Empty or only whitespace. */
  | 'empty'
  /** C0/C1 control characters (tab, newline, NUL…), which URL parsers silently drop. */
  | 'control-character'
  /** Spaces, invisible or direction-changing characters that make a URL read as something else. */
  | 'whitespace'
  /** A backslash, which browsers read as `/` (`/\evil.example` is a protocol-relative URL). */
  | 'backslash'
  /** `//host…`: relative in appearance, another origin in effect. */
  | 'protocol-relative'
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
 * quietly strips tabs and newlines and turns backslashes into slashes.
 */
const RAW_TEXT_CHECKS: readonly (readonly [RegExp, UnsafeUrlReason])[] = [
  // Empty or only whitespace (the same characters trim() removes).
  [/^\s*$/, 'empty'],
  // C0, DEL and C1 controls. Matching control characters is this regex's purpose.
  // eslint-disable-next-line no-control-regex
  [/[\u0000-\u001f\u007f-\u009f]/u, 'control-character'],
  // Any Unicode space, plus zero-width and bidi formatting characters (Trojan-Source style tricks).
  [/[\s\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff]/u, 'whitespace'],
  [/\\/, 'backslash'],
  [/^\/\//, 'protocol-relative'],
  // A scheme other than http(s), in any case.
  [/^(?!https?:)[a-z][a-z0-9+.-]*:/i, 'scheme-not-allowed'],
];

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
  if (url.origin === ownOrigin) return { ok: true, url };
  if (url.protocol !== 'https:') return refuse('scheme-not-allowed');
  if (!allowed.has(url.origin)) return refuse('origin-not-allowed');
  return { ok: true, url };
}

/** `true` when {@link safeUrl} accepts `input`; for guards that need no reason. */
export function isSafeUrl(input: string, options: SafeUrlOptions): boolean {
  return safeUrl(input, options).ok;
}
