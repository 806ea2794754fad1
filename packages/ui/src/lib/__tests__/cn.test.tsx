import { describe, expect, it } from 'vitest';
import { cn } from '../cn';

describe('cn', () => {
  it('keeps a theme font size and a theme colour together (they are different utilities)', () => {
    expect(cn('text-body text-on-brand')).toBe('text-body text-on-brand');
    expect(cn('text-caption font-semibold text-on-badge')).toBe(
      'text-caption font-semibold text-on-badge',
    );
  });

  it('lets a later class of the same utility win', () => {
    expect(cn('text-body', 'text-caption')).toBe('text-caption');
    expect(cn('bg-brand', 'bg-danger')).toBe('bg-danger');
    expect(cn('rounded-control', 'rounded-pill')).toBe('rounded-pill');
  });
});
