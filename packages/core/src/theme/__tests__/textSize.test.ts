import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TEXT_SIZE,
  TEXT_SIZE_STEPS,
  TEXT_SIZE_STORAGE_KEY,
  appliedTextSize,
  applyTextSize,
  changeTextSize,
  parseTextSize,
  textSizeBootScript,
  textSizeLimits,
} from '../textSize';

function runBootScript(stored: string | null | Error): string | undefined {
  const style: Record<string, string> = {};
  runInNewContext(textSizeBootScript, {
    localStorage: {
      getItem(key: string) {
        if (stored instanceof Error) throw stored;
        return key === TEXT_SIZE_STORAGE_KEY ? stored : null;
      },
    },
    document: { documentElement: { style } },
  });
  return style['fontSize'];
}

describe('text size', () => {
  it('moves one step at a time and stops at either end', () => {
    expect(changeTextSize(100, 'increase')).toBe(115);
    expect(changeTextSize('115', 'increase')).toBe(130);
    expect(changeTextSize(150, 'increase')).toBe(150);
    expect(changeTextSize(100, 'decrease')).toBe(90);
    expect(changeTextSize(90, 'decrease')).toBe(90);
    expect(changeTextSize(150, 'reset')).toBe(DEFAULT_TEXT_SIZE);
    expect(changeTextSize('nonsense', 'increase')).toBe(115);
    expect(textSizeLimits(90)).toEqual({ canDecrease: false, canIncrease: true });
    expect(textSizeLimits(150)).toEqual({ canDecrease: true, canIncrease: false });
  });

  it('reads only the steps; anything else is unset', () => {
    for (const step of TEXT_SIZE_STEPS) expect(parseTextSize(String(step))).toBe(step);
    for (const junk of ['', '101', ' ', null, undefined, '150%', {}, Number.NaN]) {
      expect(parseTextSize(junk)).toBeUndefined();
    }
  });

  it('boot script applies exactly what parseTextSize accepts', () => {
    for (const stored of [...TEXT_SIZE_STEPS.map(String), null, '', '101', 'big', '1e2']) {
      const size = parseTextSize(stored);
      const expected = size === undefined || size === DEFAULT_TEXT_SIZE ? undefined : `${size}%`;
      expect(runBootScript(stored), `stored ${JSON.stringify(stored)}`).toBe(expected);
    }
    expect(runBootScript(new Error('SecurityError'))).toBeUndefined();
  });

  it('applies a step to the root, keeps it, and reads it back; the default clears both', () => {
    const root = { style: { fontSize: '' } } as unknown as HTMLElement;
    const kept = new Map<string, string>();
    const storage = {
      setItem: (key: string, value: string) => void kept.set(key, value),
      removeItem: (key: string) => void kept.delete(key),
    };
    expect(applyTextSize(130, { root, storage })).toBe(true);
    expect(root.style.fontSize).toBe('130%');
    expect(kept.get(TEXT_SIZE_STORAGE_KEY)).toBe('130');
    expect(appliedTextSize(root)).toBe(130);
    applyTextSize(100, { root, storage });
    expect(root.style.fontSize).toBe('');
    expect(kept.has(TEXT_SIZE_STORAGE_KEY)).toBe(false);
    expect(appliedTextSize(root)).toBe(100);
  });

  it('still changes the page when storage refuses, and refuses a size that is not a step', () => {
    const root = { style: { fontSize: '' } } as unknown as HTMLElement;
    const refusing = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(applyTextSize(115, { root, storage: refusing })).toBe(false);
    expect(root.style.fontSize).toBe('115%');
    expect(() => applyTextSize(120 as never, { root })).toThrow(RangeError);
  });
});
