import { describe, expect, it } from 'vitest';
import { communityNavItemsOf } from '../communityNav';

const t = (key: string) => key;

describe('communityNavItemsOf', () => {
  it('lists the area’s pages by core’s paths, the one at the address marked current', () => {
    const items = communityNavItemsOf(t, 'ar-AE', '/ar-AE/tamm-by-you/leaderboard/');
    expect(items.map((item) => item.key)).toEqual([
      'communityIdeas',
      'ideaListing',
      'submitIdea',
      'myIdeas',
      'ideaDrafts',
      'leaderboard',
      'profileDetails',
    ]);
    expect(items.filter((item) => item.current).map((item) => item.href)).toEqual([
      '/ar-AE/tamm-by-you/leaderboard',
    ]);
    // An idea's page is not one of the area's sections: nothing is marked.
    expect(communityNavItemsOf(t, 'en', '/en/tamm-by-you/ideas/101').some((i) => i.current)).toBe(
      false,
    );
  });

  it('leaves out the pages the app does not serve', () => {
    const served = (path: string) => !path.endsWith('/submit-idea');
    expect(communityNavItemsOf(t, 'en', '/en/', served).map((item) => item.href)).not.toContain(
      '/en/tamm-by-you/submit-idea',
    );
  });
});
