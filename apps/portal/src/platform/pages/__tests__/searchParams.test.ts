import { describe, expect, it } from 'vitest';
import { parsePortalSearch, searchValidator, stringifyPortalSearch } from '../searchParams';

describe('search parameters', () => {
  const all = searchValidator([
    'q',
    'dueOnly',
    'txncode',
    'lock',
    'feedback',
    'spaceCode',
    'lang',
    'redirectUrl',
    'action',
  ]);

  it('keeps the checked values of the parameters a route reads', () => {
    expect(
      all(
        parsePortalSearch(
          '?q=%20water%20bill%20&dueOnly=TRUE&txncode=TX-1&lock=true&feedback=EN&spaceCode=Buss&lang=ar&redirectUrl=/en/mylocker&action=pay',
        ),
      ),
    ).toEqual({
      q: 'water bill',
      dueOnly: true,
      txncode: 'TX-1',
      lock: true,
      feedback: 'en',
      spaceCode: 'buss',
      lang: 'ar-AE',
      redirectUrl: '/en/mylocker',
      action: 'pay',
    });
  });

  it('drops values that fail their rule instead of failing the page', () => {
    expect(
      all(
        parsePortalSearch(
          '?q=%20&dueOnly=yes&lock=1&feedback=english&spaceCode=shop&lang=fr&action=',
        ),
      ),
    ).toEqual({});
    expect(all({ q: 42, lock: true, redirectUrl: ['/en/'] })).toEqual({});
    expect(all({ q: 'x'.repeat(201) })).toEqual({});
  });

  it('keeps a category key of the all-services page, lower-cased, and drops anything else', () => {
    const browse = searchValidator(['category', 'page']);
    expect(browse(parsePortalSearch('?category=Health&page=2'))).toEqual({
      category: 'health',
      page: 2,
    });
    expect(browse(parsePortalSearch('?category=../x'))).toEqual({});
    expect(browse(parsePortalSearch('?category=1abc'))).toEqual({});
    expect(browse({ category: 'a'.repeat(61) })).toEqual({});
  });

  it('leaves out the parameters a route does not read', () => {
    expect(searchValidator(['q'])(parsePortalSearch('q=bill&lock=true'))).toEqual({ q: 'bill' });
  });

  it('reads and writes plain query strings (no JSON quoting)', () => {
    expect(parsePortalSearch('?q=123&q=456&dueOnly=true')).toEqual({ q: '123', dueOnly: 'true' });
    expect(stringifyPortalSearch({ q: '123', dueOnly: true, lock: undefined, empty: '' })).toBe(
      '?q=123&dueOnly=true',
    );
    expect(stringifyPortalSearch({})).toBe('');
  });

  it('keeps an account id of letters, digits, dashes and underscores only', () => {
    const ids = searchValidator(['id']);
    expect(ids(parsePortalSearch('?id=la-013'))).toEqual({ id: 'la-013' });
    expect(ids(parsePortalSearch('?id=../x'))).toEqual({});
    expect(ids(parsePortalSearch('?id='))).toEqual({});
  });

  it("keeps a draft id of core's shape only (letters, digits, dashes, underscores; at most 40)", () => {
    const drafts = searchValidator(['draft']);
    expect(drafts(parsePortalSearch('?draft=draft-000001'))).toEqual({ draft: 'draft-000001' });
    expect(drafts(parsePortalSearch('?draft=../drafts'))).toEqual({});
    expect(drafts(parsePortalSearch(`?draft=${'d'.repeat(41)}`))).toEqual({});
    expect(drafts(parsePortalSearch('?draft='))).toEqual({});
  });
});
