import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PARTNER_ORIGIN,
  PORTAL_ORIGIN,
  hostileTarget,
  originsReachedFrom,
} from '../../../test/hostilePaths';
import { isSafeUrl, safeUrl, type UnsafeUrlReason } from '../safeUrl';

const origin = 'https://www.portal.example';
const allowedOrigins = ['https://pay.portal.example', 'https://gov.example'];
const options = { origin, allowedOrigins };

/** Thousands of generated URLs take seconds on a loaded machine; vitest's 5 s default is too tight. */
const PROPERTY_TIMEOUT_MS = 60_000;

describe('safeUrl', () => {
  it.each([
    ['/en/mylocker', `${origin}/en/mylocker`],
    ['en/mylocker?x=1#top', `${origin}/en/mylocker?x=1#top`],
    ['?q=1', `${origin}/?q=1`],
    [`${origin}/ar-AE/`, `${origin}/ar-AE/`],
    ['https://pay.portal.example/checkout?id=5', 'https://pay.portal.example/checkout?id=5'],
    ['HTTPS://GOV.EXAMPLE/a', 'https://gov.example/a'],
    ['https://gov.example:443/a', 'https://gov.example/a'],
    ['/search?q=%20space', `${origin}/search?q=%20space`],
    ['https:evil.example', `${origin}/evil.example`],
    // Encodings that cannot reach another host stay accepted.
    ['/My%20files/report.pdf', `${origin}/My%20files/report.pdf`],
    ['/documents/a%2Fb', `${origin}/documents/a%2Fb`],
    ['/en/a/%2e%2e/b', `${origin}/en/b`],
    ['/files/100%25', `${origin}/files/100%25`],
    ['/files/50%', `${origin}/files/50%`],
    ['/search/caf%C3%A9', `${origin}/search/caf%C3%A9`],
    ['/search/%25D8%25A7', `${origin}/search/%25D8%25A7`],
    ['/search/%25252541', `${origin}/search/%25252541`],
    ['/en/?next=%2F%2Fevil.example', `${origin}/en/?next=%2F%2Fevil.example`],
    ['https://pay.portal.example/a%2Fb', 'https://pay.portal.example/a%2Fb'],
  ])('accepts %s', (input, href) => {
    const result = safeUrl(input, options);
    expect(result).toEqual({ ok: true, url: new URL(href) });
  });

  it.each<[string, UnsafeUrlReason]>([
    ['', 'empty'],
    ['   ', 'empty'],
    ['javascript:alert(1)', 'scheme-not-allowed'],
    ['JaVaScRiPt:alert(1)', 'scheme-not-allowed'],
    ['java\tscript:alert(1)', 'control-character'],
    ['\u0000https://gov.example', 'control-character'],
    ['https://gov.example/\nx', 'control-character'],
    ['data:text/html,<script>alert(1)</script>', 'scheme-not-allowed'],
    ['vbscript:msgbox', 'scheme-not-allowed'],
    ['file:///etc/passwd', 'scheme-not-allowed'],
    ['http://gov.example/', 'scheme-not-allowed'],
    ['//evil.example/x', 'protocol-relative'],
    ['/\\evil.example', 'backslash'],
    ['\\\\evil.example', 'backslash'],
    ['https://gov.example\\@evil.example', 'backslash'],
    [' https://gov.example', 'whitespace'],
    ['https://gov.example/ x', 'whitespace'],
    ['https://gov.example/\u200bx', 'whitespace'],
    ['https://gov.example/\u202ex', 'whitespace'],
    ['https://gov.example\u00a0/x', 'whitespace'],
    ['https://user:pass@gov.example/', 'credentials'],
    ['https://www.portal.example@evil.example/', 'credentials'],
    ['https://@evil.example/', 'credentials'],
    ['https://evil.example/', 'origin-not-allowed'],
    ['https://gov.example.evil.example/', 'origin-not-allowed'],
    ['https://evil.example/https://gov.example', 'origin-not-allowed'],
    ['https://gov.example:8443/', 'origin-not-allowed'],
    ['https://[::1', 'unparsable'],
    // Paths that normalise or decode to another host (issue G §3).
    ['/.//evil.example', 'protocol-relative'],
    ['/..//evil.example', 'protocol-relative'],
    ['/en/..//evil.example', 'protocol-relative'],
    ['/en/../..//evil.example/x', 'protocol-relative'],
    ['/%2e//evil.example', 'protocol-relative'],
    ['/%2E%2E//evil.example', 'protocol-relative'],
    ['/.%2e//evil.example', 'protocol-relative'],
    ['./..//evil.example', 'protocol-relative'],
    ['https://www.portal.example//evil.example', 'protocol-relative'],
    ['https://www.portal.example/.//portal.example@evil.example', 'protocol-relative'],
    ['https://pay.portal.example//evil.example', 'protocol-relative'],
    ['/%2F%2Fevil.example', 'protocol-relative'],
    ['/%2fevil.example', 'protocol-relative'],
    ['%2F%2Fevil.example', 'protocol-relative'],
    ['/.%2F%2Fevil.example', 'protocol-relative'],
    ['/en/%2e%2e%2f%2e%2e%2f%2fevil.example', 'protocol-relative'],
    ['/%252F%252Fevil.example', 'protocol-relative'],
    ['/%5Cevil.example', 'backslash'],
    ['/%5c%5cevil.example', 'backslash'],
    ['/en/a%5Cb', 'backslash'],
    ['/%255Cevil.example', 'backslash'],
    ['/%09/evil.example', 'control-character'],
    ['/%0d%0a/evil.example', 'control-character'],
    ['/%00evil', 'control-character'],
    ['/%2509/evil.example', 'control-character'],
    ['/%2525252541', 'nested-encoding'],
    ['/%25252525252F%25252525252Fevil.example', 'nested-encoding'],
  ])('refuses %j as %s', (input, reason) => {
    expect(safeUrl(input, options)).toEqual({ ok: false, reason });
  });

  it('refuses a value that is not a string without throwing', () => {
    expect(safeUrl(null as unknown as string, options)).toEqual({
      ok: false,
      reason: 'not-a-string',
    });
  });

  it('allows plain http only on the portal origin itself (local development)', () => {
    const local = { origin: 'http://localhost:5173' };
    expect(isSafeUrl('/en', local)).toBe(true);
    expect(isSafeUrl('http://localhost:5173/x', local)).toBe(true);
    expect(isSafeUrl('http://localhost:8080/x', local)).toBe(false);
  });

  it('allows only the own origin when no allow-list is given', () => {
    expect(isSafeUrl('https://gov.example/', { origin })).toBe(false);
    expect(isSafeUrl('/x', { origin })).toBe(true);
  });

  it('throws a RangeError naming the option when the configuration is wrong', () => {
    expect(() => safeUrl('/x', { origin: 'portal.example' })).toThrow(
      /options\.origin must be an absolute URL/,
    );
    expect(() => safeUrl('/x', { origin, allowedOrigins: ['ftp://files.example'] })).toThrow(
      /allowedOrigins entry must use http or https/,
    );
  });

  it(
    'never accepts a URL whose origin is not allowed',
    () => {
      const trusted = new Set([origin, ...allowedOrigins]);
      const candidates = fc.oneof(
        fc.webUrl({ withQueryParameters: true, withFragments: true }),
        fc.webUrl().map((url) => url.replace(/^https?:/, '')),
        fc.string({ unit: 'grapheme-ascii' }),
        fc.string(),
        fc
          .tuple(
            fc.constantFrom('', '/', '//', '/\\', 'https://', 'http://', 'javascript:', ' '),
            fc.string(),
            fc.constantFrom('', '@evil.example', 'gov.example', '.evil.example'),
          )
          .map((parts) => parts.join('')),
      );
      fc.assert(
        fc.property(candidates, (input) => {
          const result = safeUrl(input, options);
          if (result.ok) {
            expect(trusted.has(result.url.origin)).toBe(true);
            expect(result.url.username + result.url.password).toBe('');
          }
        }),
        { numRuns: 2000 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'accepts nothing that reaches another origin, as written or decoded once more (issue G §3)',
    () => {
      const trusted = new Set([PORTAL_ORIGIN, PARTNER_ORIGIN]);
      const policy = { origin: PORTAL_ORIGIN, allowedOrigins: [PARTNER_ORIGIN] };
      let accepted = 0;
      fc.assert(
        fc.property(hostileTarget, (input) => {
          const result = safeUrl(input, policy);
          if (!result.ok) return;
          accepted += 1;
          const { url } = result;
          // The absolute URL, and the bare path loginPath writes for a same-origin target.
          for (const origin of originsReachedFrom(url.href)) expect(trusted).toContain(origin);
          const path = `${url.pathname}${url.search}${url.hash}`;
          for (const origin of originsReachedFrom(path)) expect(origin).toBe(PORTAL_ORIGIN);
        }),
        { numRuns: 5000 },
      );
      // The generator must also produce targets that pass, or the property proves nothing.
      expect(accepted).toBeGreaterThan(100);
    },
    PROPERTY_TIMEOUT_MS,
  );
});
