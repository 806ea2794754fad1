import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../../styles.css';
import { communityNavItemsOf } from '../../../views/communityNav';
import { CommunityNav } from '../CommunityNav';

const t = (key: string) => key;

describe('communityNavItemsOf', () => {
  it('lists the area’s pages by core’s paths, the one at the address marked current', () => {
    const items = communityNavItemsOf(t, 'ar-AE', '/ar-AE/tamm-by-you/leaderboard/');
    expect(items.map((item) => item.id)).toEqual([
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

describe('CommunityNav', () => {
  it('is a named navigation whose current page carries aria-current', async () => {
    await render(
      <CommunityNav
        label="Community pages"
        items={[
          { id: 'a', label: 'All ideas', href: '/en/a', current: true },
          { id: 'b', label: 'Leaderboard', href: '/en/b' },
        ]}
      />,
    );
    await expect.element(page.getByRole('navigation', { name: 'Community pages' })).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'All ideas' }))
      .toHaveAttribute('aria-current', 'page');
    await expect
      .element(page.getByRole('link', { name: 'Leaderboard' }))
      .not.toHaveAttribute('aria-current');
  });
});
