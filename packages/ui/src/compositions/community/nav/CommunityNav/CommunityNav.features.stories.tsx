import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyLocale } from '../../../../storybook/storyLocale';
import { communityStoryT, communityWordsLoader } from '../../communityStoryWords';
import { communityNavItemsOf } from '../../views/communityNav';
import { CommunityNav } from './CommunityNav';

const meta = {
  title: 'Community/CommunityNav/Features',
  component: CommunityNav,
  loaders: [communityWordsLoader],
  args: { label: '', items: [] },
  argTypes: { items: { control: false } },
} satisfies Meta<typeof CommunityNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At 320 CSS px the links wrap onto rows of their own; nothing scrolls sideways. */
export const Narrow: Story = {
  render: (args, { loaded, globals }) => {
    const t = communityStoryT(loaded);
    const locale = storyLocale(globals);
    return (
      <div className="w-[320px]" data-testid="narrow">
        <CommunityNav
          {...args}
          label={t('community.nav.label')}
          items={communityNavItemsOf(t, locale, `/${locale}/tamm-by-you/leaderboard`)}
        />
      </div>
    );
  },
  play: async ({ canvas }) => {
    const box = canvas.getByTestId('narrow');
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};
