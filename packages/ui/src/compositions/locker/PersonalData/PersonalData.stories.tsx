import { failureTextOf } from '@portal/core/client';
import { getPersonalProfile, type PersonalProfile } from '@portal/core/api/common';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { storyLocale } from '../../../storybook/storyLocale';
import { personalDataLabelsOf, personalDataOf } from '../views/personalData';
import { lockerStoryT, lockerWordsLoader } from '../lockerStoryWords';
import { PersonalData } from './PersonalData';
import { faultSaying, type ServerWords } from '../../../storybook/serverWords';

/** The server's own words for its refusal, in each page language (it answers in the reader's). */
const PROFILE_UNAVAILABLE: ServerWords = {
  en: 'Your profile is unavailable during maintenance.',
  'ar-AE': 'ملفك الشخصي غير متاح أثناء الصيانة.',
};

const meta = {
  title: 'Locker/PersonalData',
  component: PersonalData,
  loaders: [lockerWordsLoader],
  args: { state: { status: 'loading' }, labels: {} as never },
  argTypes: { state: { control: false }, labels: { control: false } },
} satisfies Meta<typeof PersonalData>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sandbox's demo person, read as the My data page reads them. */
const profileStory = sandboxStory({
  as: 'normal',
  load: ({ client }): Promise<PersonalProfile> => getPersonalProfile(client),
});

/**
 * The demo person: photo and name, then names in both languages, the Emirates ID showing only its
 * last four digits, nationality, date of birth, contact, UAE PASS and the account level; then what
 * the portal holds and why.
 */
export const Content: Story = {
  parameters: profileStory,
  render: (args, { loaded, globals }) => {
    const t = lockerStoryT(loaded);
    const profile = sandboxData<PersonalProfile>(loaded);
    return (
      <PersonalData
        {...args}
        labels={personalDataLabelsOf(t)}
        state={{ status: 'ready', data: personalDataOf(profile, t, storyLocale(globals)) }}
      />
    );
  },
  play: async ({ canvas, loaded }) => {
    const t = lockerStoryT(loaded);
    await expect(canvas.getByText('784-XXXX-XXXX567-1')).toBeVisible();
    await expect(canvas.getByText(t('myData.emiratesId'))).toBeVisible();
    await expect(canvas.getByRole('img', { name: t('myData.photo') })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: t('myData.why.title') })).toBeVisible();
  },
};

/** While the profile loads: placeholders and the loading sentence; the reasons are already there. */
export const Loading: Story = {
  render: (args, { loaded }) => (
    <PersonalData {...args} labels={personalDataLabelsOf(lockerStoryT(loaded))} />
  ),
};

/** A profile with nothing in it: the sentence. */
export const Empty: Story = {
  render: (args, { loaded, globals }) => {
    const t = lockerStoryT(loaded);
    return (
      <PersonalData
        {...args}
        labels={personalDataLabelsOf(t)}
        state={{
          status: 'ready',
          data: personalDataOf(
            {
              firstName: {},
              lastName: {},
              fullName: {},
              nationality: {},
              identitySource: 'unknown',
              verificationLevel: 'unknown',
            },
            t,
            storyLocale(globals),
          ),
        }}
      />
    );
  },
  play: async ({ canvas, loaded }) => {
    await expect(canvas.getByText(lockerStoryT(loaded)('myData.empty'))).toBeVisible();
  },
};

/** The profile could not be read: the server's message and a retry. */
export const Error: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: ({ clientWithFault, locale }) =>
      getPersonalProfile(clientWithFault(faultSaying('503', PROFILE_UNAVAILABLE, locale))).catch(
        (error: unknown) => error,
      ),
  }),
  args: { onRetry: fn() } as never,
  render: (args, { loaded }) => {
    const t = lockerStoryT(loaded);
    return (
      <PersonalData
        {...args}
        labels={personalDataLabelsOf(t)}
        state={{
          status: 'error',
          message: failureTextOf(sandboxData(loaded), t('something.wentWrong')),
          onRetry: (args as unknown as { onRetry: () => void }).onRetry,
        }}
      />
    );
  },
  play: async ({ canvas, loaded, globals }) => {
    const t = lockerStoryT(loaded);
    await expect(canvas.getAllByText(PROFILE_UNAVAILABLE[storyLocale(globals)])[0]).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common.tryAgain') })).toBeVisible();
  },
};
