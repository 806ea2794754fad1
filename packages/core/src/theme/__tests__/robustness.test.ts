import { describe, expect, it } from 'vitest';
import { exportedFunctions, expectNoTypeError } from '../../i18n/__tests__/support/robustness';
import * as colorScheme from '../colorScheme';

const functions = exportedFunctions({ colorScheme });

// The stored colour scheme comes from localStorage, which any script or an older release may have
// written. Whatever is stored, the theme functions answer; never a TypeError.
describe('every theme function', () => {
  it.each(functions)(
    '%s answers or throws an error naming itself, whatever the arguments',
    async (name, fn) => {
      await expectNoTypeError(name, fn, {
        optionKeys: ['colorScheme'],
        plausible: ['light', 'dark', 'portal.colorScheme'],
      });
    },
  );
});

describe('a tampered stored scheme', () => {
  it('counts as unset', () => {
    expect(colorScheme.parseColorScheme({ toString: () => 'dark' })).toBeUndefined();
    expect(colorScheme.resolveColorScheme(Object.create(null), true)).toBe('dark');
  });
});
