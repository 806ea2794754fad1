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

// C0, DEL and C1 controls. Matching control characters is this regex's purpose.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/u;
// Any Unicode space, plus zero-width and bidi formatting characters (Trojan-Source style tricks).
const WHITESPACE_OR_INVISIBLE = /[\s\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff]/u;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

function originOf(value: unknown, label: string): string {
  let url: URL;
  try {
    if (typeof value !== 'string') throw new Error('not a string');
    url = new URL(value);
  } catch {
    throw new RangeError(`safeUrl: ${label} must be an absolute URL such as "https://portal.example"; got ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new RangeError(`safeUrl: ${label} must use http or https; got ${JSON.stringify(value)}`);
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
  if (!Array.isArray(allowedOrigins)) throw new RangeError('safeUrl: options.allowedOrigins must be an array of origins');
  const allowed = new Set(allowedOrigins.map((entry) => originOf(entry, 'each allowedOrigins entry')));
  const refuse = (reason: UnsafeUrlReason): SafeUrlResult => ({ ok: false, reason });

  if (typeof input !== 'string') return refuse('not-a-string');
  if (input.trim() === '') return refuse('empty');
  if (CONTROL.test(input)) return refuse('control-character');
  if (WHITESPACE_OR_INVISIBLE.test(input)) return refuse('whitespace');
  if (input.includes('\\')) return refuse('backslash');
  if (input.startsWith('//')) return refuse('protocol-relative');
  const scheme = SCHEME.exec(input)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== 'https' && scheme !== 'http') return refuse('scheme-not-allowed');

  let url: URL;
  try {
    url = new URL(input, `${ownOrigin}/`);
  } catch {
    return refuse('unparsable');
  }
  if (url.username !== '' || url.password !== '' || /^https?:\/\/[^/?#]*@/i.test(input)) return refuse('credentials');
  if (url.origin === ownOrigin) return { ok: true, url };
  if (url.protocol !== 'https:') return refuse('scheme-not-allowed');
  if (!allowed.has(url.origin)) return refuse('origin-not-allowed');
  return { ok: true, url };
}

/** `true` when {@link safeUrl} accepts `input`; for guards that need no reason. */
export function isSafeUrl(input: string, options: SafeUrlOptions): boolean {
  return safeUrl(input, options).ok;
}
