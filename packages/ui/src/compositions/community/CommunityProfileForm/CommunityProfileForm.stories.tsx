import { COMMUNITY_AVATARS } from '@portal/core';
import { getCommunityProfile, type CommunityProfile } from '@portal/core/api/community';
import { failureTextOf } from '@portal/core/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { faultSaying, type ServerWords } from '../../../storybook/serverWords';
import { storyLocale } from '../../../storybook/storyLocale';
import { communityStoryT, communityWordsLoader } from '../communityStoryWords';
import { communityProfileLabelsOf } from '../views/profile';
import { CommunityProfileForm } from './CommunityProfileForm';

const PROFILE_UNAVAILABLE: ServerWords = {
  en: 'Profiles are unavailable during maintenance.',
  'ar-AE': 'الملفات غير متاحة أثناء الصيانة.',
};

const meta = {
  title: 'Community/CommunityProfileForm',
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

/** The demo person's seeded profile: their public name, and their avatar ringed among the twelve. */
export const Content: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: ({ client }): Promise<CommunityProfile> => getCommunityProfile(client),
  }),
  render: (args, { loaded }) => (
    <CommunityProfileForm
      {...args}
      labels={communityProfileLabelsOf(communityStoryT(loaded))}
      state={{ status: 'ready', data: sandboxData<CommunityProfile>(loaded) }}
    />
  ),
  play: async ({ canvas, loaded }) => {
    const t = communityStoryT(loaded);
    const profile = sandboxData<CommunityProfile>(loaded);
    await expect(
      canvas.getByRole('textbox', { name: t('community.profile.publicName') }),
    ).toHaveValue(profile.publicName);
    await expect(canvas.getAllByRole('radio')).toHaveLength(12);
    await expect(
      canvas.getByRole('radio', { name: t('community.profile.avatarOption', { number: 5 }) }),
    ).toBeChecked();
  },
};

/** Refused: the name named on its field and in the summary, what was typed kept. */
export const Refused: Story = {
  render: (args, { loaded }) => {
    const t = communityStoryT(loaded);
    return (
      <CommunityProfileForm
        {...args}
        labels={communityProfileLabelsOf(t)}
        state={{ status: 'ready', data: { publicName: 'A!', avatarId: 'avatar-02' } }}
        errors={{ publicName: t('form.error.publicNameLength') }}
      />
    );
  },
  play: async ({ canvas, loaded }) => {
    const t = communityStoryT(loaded);
    await expect(
      canvas.getByRole('link', { name: t('form.error.publicNameLength') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: t('community.profile.publicName') }),
    ).toHaveValue('A!');
  },
};

/** While the profile loads. */
export const Loading: Story = {
  render: (args, { loaded }) => (
    <CommunityProfileForm {...args} labels={communityProfileLabelsOf(communityStoryT(loaded))} />
  ),
};

/** The profile could not be read: the server's message and a retry. */
export const Error: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: ({ clientWithFault, locale }) =>
      getCommunityProfile(clientWithFault(faultSaying('503', PROFILE_UNAVAILABLE, locale))).catch(
        (error: unknown) => error,
      ),
  }),
  render: (args, { loaded }) => {
    const t = communityStoryT(loaded);
    return (
      <CommunityProfileForm
        {...args}
        labels={communityProfileLabelsOf(t)}
        state={{
          status: 'error',
          message: failureTextOf(sandboxData(loaded), t('something.wentWrong')),
          onRetry: () => undefined,
        }}
      />
    );
  },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getAllByText(PROFILE_UNAVAILABLE[storyLocale(globals)])[0]).toBeVisible();
  },
};
