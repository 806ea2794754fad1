import { describe, expect, it } from 'vitest';
import type { PortalLocale } from '../../locale/portalLocale';
import { lockedSettingsPath, settingsPath, withoutLockParameter } from '../sessionPaths';

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
});
