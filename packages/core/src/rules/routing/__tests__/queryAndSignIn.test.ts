import { describe, expect, it } from 'vitest';
import {
  feedbackLanguageOf,
  isLockRequested,
  langParamOf,
  spaceKindOf,
  withLangParam,
  withoutQueryParam,
} from '../queryParams';
import { isLocalHost, loginPath, smartpassPath } from '../signInPaths';

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
