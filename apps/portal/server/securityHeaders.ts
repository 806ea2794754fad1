import {
  contentSecurityPolicy,
  type ContentSecurityPolicyOptions,
} from './contentSecurityPolicy.ts';

/**
 * The features no page of the portal uses, switched off for it and anything it embeds. Payment
 * goes through the payment provider's pages, not the Payment Request API.
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

/** One year; no `includeSubDomains`: the portal does not speak for the rest of its domain. */
const HSTS = 'max-age=31536000';

/**
 * The headers every answer carries (issue T), pages, files, refusals and proxied API answers alike:
 * the CSP (`contentSecurityPolicy.ts`), `nosniff` (a file is only ever read as its declared type),
 * `X-Frame-Options: DENY` for browsers older than `frame-ancestors`, the referrer trimmed to the
 * origin across sites, the permissions no page uses switched off, and HSTS when the site is
 * served over https (TLS ends at the CDN or load balancer, so the configured origin says so, not
 * the request).
 */
export function securityHeadersOf(
  options: ContentSecurityPolicyOptions,
): readonly (readonly [string, string])[] {
  const headers: [string, string][] = [
    ['content-security-policy', contentSecurityPolicy(options)],
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['permissions-policy', PERMISSIONS_POLICY],
  ];
  if (options.https) headers.push(['strict-transport-security', HSTS]);
  return headers;
}

/**
 * `response` with the security headers. A backend's own CSP is kept beside the site's (the
 * browser enforces both); the other headers are the site's.
 */
export function withSecurityHeaders(
  response: Response,
  headers: readonly (readonly [string, string])[],
): Response {
  let answer = response;
  try {
    for (const [name, value] of headers) setHeader(answer.headers, name, value);
  } catch {
    // A Response from fetch() has immutable headers: answer with a copy.
    answer = new Response(response.body, response);
    for (const [name, value] of headers) setHeader(answer.headers, name, value);
  }
  return answer;
}

function setHeader(target: Headers, name: string, value: string): void {
  if (name === 'content-security-policy' && target.has(name) && target.get(name) !== value) {
    target.append(name, value);
  } else {
    target.set(name, value);
  }
}
