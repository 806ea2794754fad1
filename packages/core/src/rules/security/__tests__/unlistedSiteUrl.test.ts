import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeUrl } from '../safeUrl';
import { unlistedSiteUrl } from '../unlistedSiteUrl';

const options = {
  origin: 'https://www.portal.example',
  allowedOrigins: ['https://pay.portal.example'],
};

describe('unlistedSiteUrl', () => {
  it('accepts an https link to a site not on the list, and nothing the list or safeUrl decides', () => {
    expect(unlistedSiteUrl('https://booking.health.example/slots?x=1', options)?.href).toBe(
      'https://booking.health.example/slots?x=1',
    );
    // Listed, or the portal's own: safeUrl's to accept, not this.
    expect(unlistedSiteUrl('https://pay.portal.example/p', options)).toBeUndefined();
    expect(unlistedSiteUrl('/en/mylocker', options)).toBeUndefined();
    for (const unsafe of [
      'http://booking.health.example/',
      'https://user:pw@booking.health.example/',
      'https://booking.health.example/\u202e/x',
      '//booking.health.example/',
      'javascript:alert(1)',
      ' ',
    ]) {
      expect(unlistedSiteUrl(unsafe, options), unsafe).toBeUndefined();
    }
  });

  it('only ever answers an https URL, without credentials, that safeUrl refused for its site alone', () => {
    // fast-check prints the seed and the shrunk counterexample when this fails; replay with { seed }.
    fc.assert(
      fc.property(
        fc.oneof(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.string()),
        (input) => {
          const url = unlistedSiteUrl(input, options);
          if (url === undefined) return;
          expect(url.protocol).toBe('https:');
          expect(url.username + url.password).toBe('');
          expect(safeUrl(input, options)).toEqual({ ok: false, reason: 'origin-not-allowed' });
          expect(safeUrl(input, { ...options, allowedOrigins: [url.origin] }).ok).toBe(true);
        },
      ),
    );
  });
});
