import { describe, expect, it } from 'vitest';
import type { PortalLocale } from '../../locale/portalLocale';
import {
  lockedSettingsPath,
  settingsPath,
  signInPath,
  withoutLockParameter,
} from '../sessionPaths';

describe('session paths', () => {
  it('builds the lock redirect from the locale only', () => {
    expect(lockedSettingsPath('en')).toBe('/en/my-data/settings?lock=true');
    expect(lockedSettingsPath('ar-AE')).toBe('/ar-AE/my-data/settings?lock=true');
    expect(settingsPath('ar-AE')).toBe('/ar-AE/my-data/settings');
  });

  it('refuses a locale that is not a portal locale (plain-JS callers)', () => {
    expect(() => lockedSettingsPath('//evil.example' as PortalLocale)).toThrow(
      /locale must be one of en, ar-AE/,
    );
  });

  it.each([
    ['/en/my-data/settings?lock=true', '/en/my-data/settings'],
    ['/en/my-data/settings?a=1&lock=true&b=2#pin', '/en/my-data/settings?a=1&b=2#pin'],
    ['/en/my-data/settings', '/en/my-data/settings'],
    [
      'https://portal.example/ar-AE/my-data/settings?lock=true&lock=1',
      'https://portal.example/ar-AE/my-data/settings',
    ],
  ])('%s without lock is %s', (url, expected) => {
    expect(withoutLockParameter(url)).toBe(expected);
  });

  it('sends a session that ended elsewhere to /login, back to this page and never off the portal', () => {
    expect(signInPath('/en/mylocker?tab=2#top')).toBe(
      '/login?redirectUrl=%2Fen%2Fmylocker%3Ftab%3D2%23top',
    );
    expect(signInPath('https://portal.example/ar-AE/my-utilities')).toBe(
      '/login?redirectUrl=%2Far-AE%2Fmy-utilities',
    );
    expect(signInPath('https://portal.example//evil.example/x')).toBe(
      '/login?redirectUrl=%2Fevil.example%2Fx',
    );
  });
});
