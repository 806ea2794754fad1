import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyLocale } from '../../../../storybook/storyLocale';
import { communityStoryT, communityWordsLoader } from '../../communityStoryWords';
import { communityNavItemsOf } from '../../views/communityNav';
import { CommunityNav } from './CommunityNav';

const meta = {
  title: 'Community/CommunityNav',
  component: CommunityNav,
  loaders: [communityWordsLoader],
  args: { label: '', items: [] },
  argTypes: { items: { control: false } },
} satisfies Meta<typeof CommunityNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The area's seven pages from core's `TAMM_BY_YOU_PAGES`, on the listing: "All ideas" is the page
 * shown (underlined, bold, `aria-current="page"`).
 */
export const Default: Story = {
  render: (args, { loaded, globals }) => {
    const t = communityStoryT(loaded);
    const locale = storyLocale(globals);
    return (
      <CommunityNav
        {...args}
        label={t('community.nav.label')}
        items={communityNavItemsOf(t, locale, `/${locale}/tamm-by-you/ideas/listing`)}
      />
    );
  },
  play: async ({ canvas, loaded, globals }) => {
    const t = communityStoryT(loaded);
    const locale = storyLocale(globals);
    const nav = canvas.getByRole('navigation', { name: t('community.nav.label') });
    await expect(nav).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(7);
    const current = canvas.getByRole('link', { name: t('community.page.listing') });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveAttribute('href', `/${locale}/tamm-by-you/ideas/listing`);
    await expect(
      canvas.getByRole('link', { name: t('community.page.leaderboard') }),
    ).not.toHaveAttribute('aria-current');
  },
};
