import { describe, expect, it } from 'vitest';
import { pageHasSearch } from '../pageHasSearch';

describe('pageHasSearch', () => {
  it('is true on the home page and the search results, in either language', () => {
    expect(pageHasSearch('/en/', 'en')).toBe(true);
    expect(pageHasSearch('/en', 'en')).toBe(true);
    expect(pageHasSearch('/ar-AE/', 'ar-AE')).toBe(true);
    expect(pageHasSearch('/en/searchresults', 'en')).toBe(true);
    expect(pageHasSearch('/ar-AE/searchresults/', 'ar-AE')).toBe(true);
  });

  it('is false on every other page, including paths that only start like one', () => {
    expect(pageHasSearch('/en/mylocker', 'en')).toBe(false);
    expect(pageHasSearch('/en/searchresults-archive', 'en')).toBe(false);
    expect(pageHasSearch('/en/nonexistent', 'en')).toBe(false);
    expect(pageHasSearch('/ar-AE/', 'en')).toBe(false);
  });
});
