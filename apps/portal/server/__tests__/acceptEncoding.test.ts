import { describe, expect, it } from 'vitest';
import { preferredCoding } from '../acceptEncoding.ts';

const ALL = ['br', 'gzip'] as const;

describe('preferredCoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0.5, gzip;q=1', 'gzip'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
    ['x-gzip', 'gzip'],
    ['BR', 'br'],
  ])('%s → %s', (header, coding) => {
    expect(preferredCoding(header, ALL)).toBe(coding);
  });

  it('sends nothing compressed without the header, or without a copy', () => {
    expect(preferredCoding(null, ALL)).toBe('identity');
    expect(preferredCoding('', ALL)).toBe('identity');
    expect(preferredCoding('br, gzip', [])).toBe('identity');
    expect(preferredCoding('br', ['gzip'])).toBe('identity');
  });
});
