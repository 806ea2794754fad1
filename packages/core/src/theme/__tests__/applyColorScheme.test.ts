import { describe, expect, it } from 'vitest';
import { applyColorScheme } from '../applyColorScheme';
import { COLOR_SCHEME_ATTRIBUTE, COLOR_SCHEME_STORAGE_KEY } from '../colorScheme';

function fakeRoot() {
  const attributes: Record<string, string> = {};
  const style = {} as CSSStyleDeclaration;
  return {
    attributes,
    style,
    setAttribute: (name: string, value: string) => void (attributes[name] = value),
  };
}

describe('applyColorScheme', () => {
  it('sets data-theme and color-scheme on the root and remembers the choice', () => {
    const root = fakeRoot();
    const stored = new Map<string, string>();
    const remembered = applyColorScheme('dark', {
      root,
      storage: { setItem: (key, value) => void stored.set(key, value) },
    });
    expect(remembered).toBe(true);
    expect(root.attributes[COLOR_SCHEME_ATTRIBUTE]).toBe('dark');
    expect(root.style.colorScheme).toBe('dark');
    expect(stored.get(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
  });

  it('still switches the page when storage refuses, and says so', () => {
    const root = fakeRoot();
    const remembered = applyColorScheme('light', {
      root,
      storage: {
        setItem: () => {
          throw new DOMException('denied', 'SecurityError');
        },
      },
    });
    expect(remembered).toBe(false);
    expect(root.attributes[COLOR_SCHEME_ATTRIBUTE]).toBe('light');
  });
});
