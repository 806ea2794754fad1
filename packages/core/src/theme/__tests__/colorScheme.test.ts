import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  COLOR_SCHEME_ATTRIBUTE,
  COLOR_SCHEME_STORAGE_KEY,
  colorSchemeBootScript,
  resolveColorScheme,
} from '../colorScheme';

function runBootScript(stored: string | null | Error, prefersDark: boolean | undefined) {
  const attributes: Record<string, string> = {};
  const style: Record<string, string> = {};
  runInNewContext(colorSchemeBootScript, {
    localStorage: {
      getItem(key: string) {
        if (stored instanceof Error) throw stored;
        return key === COLOR_SCHEME_STORAGE_KEY ? stored : null;
      },
    },
    window: {
      matchMedia: prefersDark === undefined ? undefined : () => ({ matches: prefersDark }),
    },
    document: {
      documentElement: {
        setAttribute: (name: string, value: string) => (attributes[name] = value),
        style,
      },
    },
  });
  return { scheme: attributes[COLOR_SCHEME_ATTRIBUTE], colorScheme: style['colorScheme'] };
}

describe('colour scheme', () => {
  it.each([
    ['dark', false, 'dark'],
    ['light', true, 'light'],
    [null, true, 'dark'],
    [null, false, 'light'],
    ['purple', true, 'dark'],
    ['', false, 'light'],
  ] as const)('stored %j, system dark %j → %s', (stored, prefersDark, expected) => {
    expect(resolveColorScheme(stored, prefersDark)).toBe(expected);
  });

  it('boot script applies the same decision as resolveColorScheme', () => {
    for (const stored of ['dark', 'light', null, 'purple', '']) {
      for (const prefersDark of [true, false]) {
        const { scheme, colorScheme } = runBootScript(stored, prefersDark);
        expect(scheme).toBe(resolveColorScheme(stored, prefersDark));
        expect(colorScheme).toBe(scheme);
      }
    }
  });

  it('boot script survives storage that throws and a missing matchMedia', () => {
    expect(runBootScript(new Error('SecurityError'), true).scheme).toBe('dark');
    expect(runBootScript(null, undefined).scheme).toBe('light');
  });
});
