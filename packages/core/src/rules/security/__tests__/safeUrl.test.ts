import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSafeUrl, safeUrl, type UnsafeUrlReason } from '../safeUrl';

const origin = 'https://www.portal.example';
const allowedOrigins = ['https://pay.portal.example', 'https://gov.example'];
const options = { origin, allowedOrigins };

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

  it('never accepts a URL whose origin is not allowed', () => {
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
  });
});
