import { describe, expect, it } from 'vitest';
import { searchResultsPageLocale } from '../searchResultsPage';

describe('searchResultsPageLocale', () => {
  it('names the language of a search results page', () => {
    expect(searchResultsPageLocale('/en/searchresults')).toBe('en');
    expect(searchResultsPageLocale('/ar-AE/searchresults')).toBe('ar-AE');
  });

  it('is undefined for any other path, another spelling of the prefix, or a trailing slash', () => {
    for (const path of [
      '/en/',
      '/en/searchresults/',
      '/en/searchresults/x',
      '/AR-AE/searchresults',
      '/fr/searchresults',
      '/searchresults',
      '/en/search',
    ]) {
      expect(searchResultsPageLocale(path), path).toBeUndefined();
    }
  });
});
