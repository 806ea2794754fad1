import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PARTNER_ORIGIN,
  PORTAL_ORIGIN,
  hostileTarget,
  originsReachedFrom,
} from '../../../test/hostilePaths';
import {
  DEFAULT_SPACE_KIND,
  feedbackLanguageOf,
  isLockRequested,
  langParamOf,
  spaceKindOf,
  spaceKindOfCode,
  withLangParam,
  withoutQueryParam,
} from '../queryParams';
import { isLocalHost, loginPath, smartpassPath } from '../signInPaths';

/** Thousands of generated targets take seconds on a loaded machine; vitest's 5 s default is too tight. */
const PROPERTY_TIMEOUT_MS = 60_000;

const urlOptions = {
  origin: 'https://www.portal.example',
  allowedOrigins: ['https://partner.example'],
};

describe('query parameters (spec 001 §2)', () => {
  it.each([
    ['?spaceCode=buss', 'business'],
    ['spaceCode=PROP', 'property'],
    ['?spaceCode=other', undefined],
    ['', undefined],
  ])('spaceCode in %j → %s', (search, kind) => {
    expect(spaceKindOf(search)).toBe(kind);
  });

  it.each([
    ['buss', 'business'],
    [' PROP ', 'property'],
    ['Buss', 'business'],
    ['bus', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('spaceCode value %j → %s', (code, kind) => {
    expect(spaceKindOfCode(code)).toBe(kind);
  });

  it('shows business spaces when the address names no kind it knows', () => {
    expect(DEFAULT_SPACE_KIND).toBe('business');
    expect(spaceKindOfCode('other') ?? DEFAULT_SPACE_KIND).toBe('business');
  });

  it('reads a spaceCode value as the query string holding it would read', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.constantFrom('buss', 'prop', 'BUSS', ' Prop', 'prop\t', 'b u s s'),
        ),
        (code) => {
          expect(spaceKindOfCode(code)).toBe(spaceKindOf(new URLSearchParams({ spaceCode: code })));
        },
      ),
    );
  });

  it.each([
    ['?feedback=en', 'en'],
    ['?feedback=AR', 'ar'],
    ['?feedback=eng', undefined],
    ['?feedback=e1', undefined],
    ['?x=1', undefined],
  ])('feedback in %j → %s', (search, code) => {
    expect(feedbackLanguageOf(search)).toBe(code);
  });

  it.each([
    ['?lang=en', 'en'],
    ['?lang=EN', 'en'],
    ['?lang=AR', 'ar-AE'],
    ['?lang=ar-ae', 'ar-AE'],
    ['?lang=fr', undefined],
    ['', undefined],
  ])('lang in %j → %s', (search, locale) => {
    expect(langParamOf(search)).toBe(locale);
  });

  it('reads lock=true only', () => {
    expect(isLockRequested('?lock=true')).toBe(true);
    expect(isLockRequested('?lock=1')).toBe(false);
    expect(isLockRequested(new URLSearchParams())).toBe(false);
  });

  it('removes a used parameter and keeps the rest', () => {
    expect(withoutQueryParam('/en/?feedback=en&spaceCode=buss#top', 'feedback')).toBe(
      '/en/?spaceCode=buss#top',
    );
    expect(withoutQueryParam('/en/my-data/settings?lock=true', 'lock')).toBe(
      '/en/my-data/settings',
    );
    expect(withoutQueryParam('/en/', 'lock')).toBe('/en/');
  });

  it('appends or replaces lang', () => {
    expect(withLangParam('/parking/permit', 'ar')).toBe('/parking/permit?lang=ar');
    expect(withLangParam('/parking/permit?x=1&lang=en#f', 'ar')).toBe(
      '/parking/permit?x=1&lang=ar#f',
    );
  });
});

describe('sign-in paths', () => {
  it('adds a safe redirect to /login, as a path when same-origin', () => {
    expect(loginPath('/en/mylocker?tab=1', urlOptions)).toBe(
      '/login?redirectUrl=%2Fen%2Fmylocker%3Ftab%3D1',
    );
    expect(loginPath('https://www.portal.example/ar-AE/', urlOptions)).toBe(
      '/login?redirectUrl=%2Far-AE%2F',
    );
    expect(loginPath('https://partner.example/x', urlOptions)).toBe(
      '/login?redirectUrl=https%3A%2F%2Fpartner.example%2Fx',
    );
  });

  it('drops an unsafe redirect', () => {
    expect(loginPath('https://evil.example/', urlOptions)).toBe('/login');
    expect(loginPath('//evil.example', urlOptions)).toBe('/login');
    expect(loginPath('javascript:alert(1)', urlOptions)).toBe('/login');
    expect(loginPath(undefined, urlOptions)).toBe('/login');
  });

  it.each([
    '/.//evil.example',
    '/en/../..//evil.example',
    '/%2e%2e//evil.example',
    'https://www.portal.example//evil.example',
    'https://www.portal.example/.//www.portal.example@evil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%09/evil.example',
  ])('drops %j, which normalises or decodes to another host (issue G §3)', (target) => {
    expect(loginPath(target, urlOptions)).toBe('/login');
    expect(smartpassPath('login', target, urlOptions)).toBe(
      '/api/smartpass/login?provider=uaepass',
    );
    expect(smartpassPath('logout', target, urlOptions)).toBe(
      '/api/smartpass/logout?provider=uaepass',
    );
  });

  it(
    'writes no redirect that reaches another origin, as written or decoded once more',
    () => {
      const policy = { origin: PORTAL_ORIGIN, allowedOrigins: [PARTNER_ORIGIN] };
      const trusted = new Set([PORTAL_ORIGIN, PARTNER_ORIGIN]);
      let redirects = 0;
      const builders = fc.constantFrom(
        (target: string) => loginPath(target, policy),
        (target: string) => smartpassPath('login', target, policy),
        (target: string) => smartpassPath('logout', target, policy),
      );
      fc.assert(
        fc.property(hostileTarget, builders, (target, build) => {
          const written = build(target);
          for (const origin of originsReachedFrom(written)) expect(origin).toBe(PORTAL_ORIGIN);
          const redirect = new URL(written, PORTAL_ORIGIN).searchParams.get('redirectUrl');
          if (redirect === null) return;
          redirects += 1;
          // A bare path must stay on the portal, whatever it decodes to; a full URL on a trusted origin.
          const allowed = redirect.startsWith('/') ? [PORTAL_ORIGIN] : [...trusted];
          for (const origin of originsReachedFrom(redirect)) expect(allowed).toContain(origin);
        }),
        { numRuns: 5000 },
      );
      expect(redirects).toBeGreaterThan(100);
    },
    PROPERTY_TIMEOUT_MS,
  );

  it('uses the smartpass endpoints, demo ones on a local host', () => {
    expect(smartpassPath('login', '/en/', urlOptions)).toBe(
      '/api/smartpass/login?provider=uaepass&redirectUrl=%2Fen%2F',
    );
    expect(smartpassPath('logout', undefined, urlOptions)).toBe(
      '/api/smartpass/logout?provider=uaepass',
    );
    expect(smartpassPath('login', '/en/', { origin: 'http://localhost:5173' })).toBe(
      '/api/smartpass/demo-login?provider=uaepass&redirectUrl=%2Fen%2F',
    );
    expect(
      smartpassPath('logout', 'https://evil.example', { origin: 'http://127.0.0.1:3000' }),
    ).toBe('/api/smartpass/demo-logout?provider=uaepass');
  });

  it.each([
    ['http://localhost:3000', true],
    ['http://app.localhost', true],
    ['http://[::1]:8080', true],
    ['https://www.portal.example', false],
    ['not a url', false],
  ])('%s is local: %s', (origin, local) => {
    expect(isLocalHost(origin)).toBe(local);
  });
});
