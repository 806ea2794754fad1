import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localeFromPathname } from '../../../locale/portalLocale';
import { switchLocalePath } from '../switchLocalePath';

describe('switchLocalePath', () => {
  it.each([
    ['/en/', 'ar-AE', '/ar-AE/'],
    ['/en', 'ar-AE', '/ar-AE/'],
    ['/en/mylocker/payments/list', 'ar-AE', '/ar-AE/mylocker/payments/list'],
    ['/ar-AE/my-data/settings', 'en', '/en/my-data/settings'],
    ['/AR-ae/spaces', 'en', '/en/spaces'],
    ['/mylocker', 'ar-AE', '/ar-AE/mylocker'],
    ['/', 'en', '/en/'],
    ['/english/page', 'en', '/en/english/page'],
  ] as const)('%s in %s → %s', (pathname, locale, expected) => {
    expect(switchLocalePath(pathname, locale)).toBe(expected);
  });

  it('falls back to the home page for a value that is not a path', () => {
    expect(switchLocalePath(undefined as unknown as string, 'ar-AE')).toBe('/ar-AE/');
    expect(switchLocalePath('https://evil.example/', 'en')).toBe('/en/');
  });

  it('always gives a path in the asked locale that keeps the rest of the page', () => {
    fc.assert(
      fc.property(fc.webPath(), fc.constantFrom('en', 'ar-AE' as const), (path, locale) => {
        const switched = switchLocalePath(path.startsWith('/') ? path : `/${path}`, locale);
        expect(localeFromPathname(switched)).toBe(locale);
        expect(switched.startsWith(`/${locale}/`) || switched === `/${locale}`).toBe(true);
      }),
    );
  });
});
