import { COMMUNITY_AVATARS } from '@portal/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { communityStoryT, communityWordsLoader } from '../communityStoryWords';
import { communityProfileLabelsOf } from '../views/profile';
import { CommunityProfileForm } from './CommunityProfileForm';

const meta = {
  title: 'Community/CommunityProfileForm/Features',
  component: CommunityProfileForm,
  loaders: [communityWordsLoader],
  args: {
    state: { status: 'loading' },
    labels: {} as never,
    avatars: COMMUNITY_AVATARS,
    onSave: fn(),
  },
  argTypes: { state: { control: false }, labels: { control: false } },
} satisfies Meta<typeof CommunityProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At 320 CSS px the avatars wrap onto rows; nothing scrolls sideways. */
export const Narrow: Story = {
  render: (args, { loaded }) => (
    <div className="w-[320px]" data-testid="narrow">
      <CommunityProfileForm
        {...args}
        labels={communityProfileLabelsOf(communityStoryT(loaded))}
        state={{ status: 'ready', data: { publicName: 'Resident 2429', avatarId: 'avatar-05' } }}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const box = canvas.getByTestId('narrow');
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};
