import { describe, expect, it } from 'vitest';
import { isKnownPath, matchesRoutePath } from '../matchRoutePath';

describe('matchesRoutePath', () => {
  it('matches literal segments exactly and $parameters as any one segment', () => {
    expect(matchesRoutePath('/', '/')).toBe(true);
    expect(matchesRoutePath('/', '')).toBe(true);
    expect(matchesRoutePath('/404', '/404/')).toBe(true);
    expect(matchesRoutePath('/receipt/$service/$id', '/receipt/DEWA/42')).toBe(true);
    expect(matchesRoutePath('/receipt/$service/$id', '/receipt/DEWA')).toBe(false);
    expect(matchesRoutePath('/', '/404')).toBe(false);
    expect(matchesRoutePath('/mylocker', '/MyLocker')).toBe(false);
  });

  it('checks a path against a list', () => {
    expect(isKnownPath(['/', '/404'], '/404')).toBe(true);
    expect(isKnownPath(['/', '/404'], '/405')).toBe(false);
  });
});
