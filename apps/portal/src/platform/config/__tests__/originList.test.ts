import { describe, expect, it } from 'vitest';
import { originListOf } from '../originList';

describe('originListOf', () => {
  it('keeps the default for an unset or blank setting', () => {
    expect(originListOf(undefined, 'S')).toBeUndefined();
    expect(originListOf('  ', 'S')).toBeUndefined();
  });

  it('reads comma-separated https origins, spaces and empty entries ignored', () => {
    expect(originListOf(' https://a.example, https://b.example:8443 ,,', 'S')).toEqual([
      'https://a.example',
      'https://b.example:8443',
    ]);
  });

  it.each([
    'http://a.example',
    'https://a.example/',
    'https://a.example/path',
    'a.example',
    'javascript:alert(1)',
    'https://user@a.example',
    'https://A.example',
  ])('refuses %j, naming the setting', (entry) => {
    expect(() =>
      originListOf(`https://ok.example,${entry}`, 'VITE_PORTAL_MEETING_ORIGINS'),
    ).toThrow(/^VITE_PORTAL_MEETING_ORIGINS: ".*" is not an https origin/);
  });
});
