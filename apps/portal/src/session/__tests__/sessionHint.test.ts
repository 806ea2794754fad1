import { describe, expect, it } from 'vitest';
import { SESSION_HINT_KEY, readSessionHint, writeSessionHint } from '../sessionHint';

describe('session hint', () => {
  it('is a visitor until sign-in is started, and again after a 401', () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
    expect(readSessionHint(storage)).toBe(false);
    writeSessionHint(true, storage);
    expect(items.get(SESSION_HINT_KEY)).toBe('1');
    expect(readSessionHint(storage)).toBe(true);
    writeSessionHint(false, storage);
    expect(readSessionHint(storage)).toBe(false);
  });

  it('reads a storage that throws (private mode, blocked) as a visitor, and never throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readSessionHint(throwing)).toBe(false);
    expect(() => writeSessionHint(true, throwing)).not.toThrow();
    expect(readSessionHint(undefined)).toBe(false);
  });
});
