import { getPersonalProfile, type PersonalProfile } from '@portal/core/api/common';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { storyLocale } from '../../../storybook/storyLocale';
import { personalDataLabelsOf, personalDataOf } from '../views/personalData';
import { lockerStoryT, lockerWordsLoader } from '../lockerStoryWords';
import { PersonalData } from './PersonalData';

const meta = {
  title: 'Locker/PersonalData/Features',
  component: PersonalData,
  loaders: [lockerWordsLoader],
  args: { state: { status: 'loading' }, labels: {} as never },
  argTypes: { state: { control: false }, labels: { control: false } },
} satisfies Meta<typeof PersonalData>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The demo person without a photo at 320 CSS px: the initials in a circle stand in for it, terms
 * sit above their values and the email wraps; nothing scrolls sideways.
 */
export const NarrowWithoutPhoto: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: ({ client }): Promise<PersonalProfile> => getPersonalProfile(client),
  }),
  render: (args, { loaded, globals }) => {
    const t = lockerStoryT(loaded);
    const { photoSrc: _photo, ...profile } = sandboxData<PersonalProfile>(loaded);
    return (
      <div className="w-[320px]" data-testid="narrow">
        <PersonalData
          {...args}
          labels={personalDataLabelsOf(t)}
          state={{ status: 'ready', data: personalDataOf(profile, t, storyLocale(globals)) }}
        />
      </div>
    );
  },
  play: async ({ canvas, loaded, globals }) => {
    const t = lockerStoryT(loaded);
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(
      canvas.getByText(storyLocale(globals) === 'en' ? 'MM' : 'م\u200cم', { exact: true }),
    ).toBeInTheDocument();
    await expect(canvas.getByText(t('myData.email'))).toBeVisible();
    const box = canvas.getByTestId('narrow');
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};
