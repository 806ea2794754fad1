import { describe, expect, it } from 'vitest';
import { permitServiceHref } from '../permitServiceHref';

const origin = 'https://www.portal.example';

describe('permitServiceHref', () => {
  it('appends the page language to a permit service path of the portal', () => {
    expect(permitServiceHref('/en/services/parking/renew-permit', { origin, lang: 'en' })).toBe(
      '/en/services/parking/renew-permit?lang=en',
    );
  });

  it("replaces the server's lang and keeps the other query and the hash", () => {
    expect(
      permitServiceHref('/ar-AE/services/parking/modify-permit?lang=en&step=2#top', {
        origin,
        lang: 'ar',
      }),
    ).toBe('/ar-AE/services/parking/modify-permit?lang=ar&step=2#top');
  });

  it('gives a same-origin absolute URL back as a path', () => {
    expect(permitServiceHref(`${origin}/en/entities/itc`, { origin, lang: 'en' })).toBe(
      '/en/entities/itc?lang=en',
    );
  });

  it('keeps an allowed origin whole and refuses any other', () => {
    const allowedOrigins = ['https://itc.example.ae'];
    expect(
      permitServiceHref('https://itc.example.ae/permits', { origin, allowedOrigins, lang: 'ar' }),
    ).toBe('https://itc.example.ae/permits?lang=ar');
    expect(permitServiceHref('https://evil.example/permits', { origin, lang: 'en' })).toBe(
      undefined,
    );
  });

  it('leaves out what safeUrl refuses and what is missing', () => {
    for (const url of ['javascript:alert(1)', '//evil.example/x', '/\\evil.example', '', '   '])
      expect(permitServiceHref(url, { origin, lang: 'en' })).toBe(undefined);
    expect(permitServiceHref(undefined, { origin, lang: 'en' })).toBe(undefined);
    expect(permitServiceHref(null, { origin, lang: 'en' })).toBe(undefined);
  });
});
