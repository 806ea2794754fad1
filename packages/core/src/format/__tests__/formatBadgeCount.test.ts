import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from '../formatBadgeCount';

describe('formatBadgeCount', () => {
  it.each([
    [0, undefined],
    [-3, undefined],
    [NaN, undefined],
    [1, '1'],
    [3.7, '3'],
    [99, '99'],
    [100, '99+'],
  ])('%d → %s', (count, expected) => {
    expect(formatBadgeCount(count)).toBe(expected);
  });

  it('accepts a smaller cap', () => {
    expect(formatBadgeCount(10, 9)).toBe('9+');
  });
});
