import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialsOf } from '../initials';

const ZWNJ = '\u200C';

describe('initialsOf', () => {
  it.each([
    ['Mohammed', 'Al Mansoori', 'MM'],
    ['Mohammed', 'Al-Mansoori', 'MM'],
    ['fatima', 'el-sayed', 'FS'],
    ['Sara', 'Khan', 'SK'],
    ['Alia', 'Alvi', 'AA'],
    ['Sara', '', 'S'],
    ['', 'Khan', 'K'],
    ['  ', ' ', ''],
    ['محمد', 'المنصوري', `م${ZWNJ}م`],
    ['فاطمة', 'الكعبي', `ف${ZWNJ}ك`],
    ['علي', 'ال', `ع${ZWNJ}ا`],
    ['Zoë', 'Ångström', 'ZÅ'],
  ])('%j %j → %j', (first, last, initials) => {
    expect(initialsOf(first, last)).toBe(initials);
  });

  it('keeps a letter with its marks whole and skips what is not a letter', () => {
    expect(initialsOf('e\u0301mile', 'Zola')).toBe('E\u0301Z');
    expect(initialsOf('"Sam"', "O'Brien")).toBe('SO');
    expect(initialsOf('👩🏽‍💻', 'Lee')).toBe('L');
  });

  it('leaves a letter whose upper case is two letters as it is', () => {
    expect(initialsOf('ﬀion', 'ßmith')).toBe('ﬀß');
  });

  it('gives at most two letters, each the first of a name, and never a lone surrogate', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }),
        fc.string({ unit: 'grapheme' }),
        (first, last) => {
          const initials = initialsOf(first, last).replace(ZWNJ, '');
          const segments = Array.from(
            new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(initials),
          );
          expect(segments.length).toBeLessThanOrEqual(2);
          expect(initials).not.toMatch(
            /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/,
          );
          for (const segment of segments) expect(segment.segment).toMatch(/^[\p{L}\p{N}]/u);
          if (!/[\p{L}\p{N}]/u.test(first + last)) expect(initials).toBe('');
        },
      ),
      { numRuns: 500 },
    );
  });
});
