import { failureTextOf } from '@portal/core/client';
import { appointmentPath, journeyOf, type Journey } from '@portal/core';
import { getJourneyById } from '@portal/core/api/applications';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SANDBOX_STORY_NOW, sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { storyLocale } from '../../../storybook/storyLocale';
import { journeyStagesLabelsOf } from '../views/journey';
import { asDemoUser, lockerStoryT, lockerWordsLoader } from '../lockerStoryWords';
import { journeyViewOf } from '../views/journey';
import { JourneyStages } from './JourneyStages';
import { faultSaying, type ServerWords } from '../../../storybook/serverWords';

/** The server's own words for its refusal, in each page language (it answers in the reader's). */
const JOURNEYS_UNAVAILABLE: ServerWords = {
  en: 'Journeys are unavailable during maintenance.',
  'ar-AE': 'الرحلات غير متاحة أثناء الصيانة.',
};

/** The journey the sandbox seeds: four stages, the second, third and fourth with an appointment. */
const STORY_JOURNEY_ID = 'jr-0001';

const meta = {
  title: 'Locker/JourneyStages',
  component: JourneyStages,
  loaders: [lockerWordsLoader],
  args: { state: { status: 'loading' }, labels: {} as never },
  argTypes: { state: { control: false }, labels: { control: false } },
} satisfies Meta<typeof JourneyStages>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The demo user's journey from the sandbox: its name, where it is ("Stage 2 of 4"), and the four
 * stages in order, each with its status in words; the current one is marked, and the stages with an
 * appointment link to it.
 */
export const Content: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: async ({ client }): Promise<Journey> =>
      journeyOf((await getJourneyById(asDemoUser(client), STORY_JOURNEY_ID))?.raw),
  }),
  render: (args, { loaded, globals }) => {
    const t = lockerStoryT(loaded);
    const locale = storyLocale(globals);
    return (
      <JourneyStages
        {...args}
        labels={journeyStagesLabelsOf(t)}
        state={{
          status: 'ready',
          data: journeyViewOf(sandboxData<Journey>(loaded), t, locale, SANDBOX_STORY_NOW, (id) =>
            appointmentPath(locale, id),
          ),
        }}
      />
    );
  },
  play: async ({ canvas, canvasElement, loaded, globals }) => {
    const t = lockerStoryT(loaded);
    const locale = storyLocale(globals);
    const list = canvas.getByRole('list', { name: t('journey.stages') });
    const stages = list.querySelectorAll(':scope > li');
    await expect(stages).toHaveLength(4);
    await expect(stages[0]).toHaveTextContent(t('locker.applications.journeyStage', { stage: 1 }));
    await expect(stages[1]).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByText(t('journey.stage', { current: 2, total: 4 }))).toBeVisible();
    await expect(canvas.getByText(t('journey.currentStage'))).toBeVisible();
    const appointments = canvas.getAllByRole('link', {
      name: new RegExp(`^${t('journey.viewAppointment')}: `),
    });
    await expect(appointments).toHaveLength(3);
    await expect(appointments[0]).toHaveAttribute(
      'href',
      `/${locale}/mylocker/appointments/apt-006`,
    );
    await expect(canvasElement.querySelector('ol')).not.toBeNull();
  },
};

/** While the journey loads: placeholders and the loading sentence. */
export const Loading: Story = {
  render: (args, { loaded }) => (
    <JourneyStages {...args} labels={journeyStagesLabelsOf(lockerStoryT(loaded))} />
  ),
};

/** A journey without a stage: the sentence and the next step. */
export const Empty: Story = {
  render: (args, { loaded, globals }) => {
    const t = lockerStoryT(loaded);
    return (
      <JourneyStages
        {...args}
        labels={journeyStagesLabelsOf(t)}
        state={{ status: 'ready', data: { title: undefined, summary: undefined, stages: [] } }}
        emptyAction={<a href={`/${storyLocale(globals)}/mylocker`}>{t('locker.backToLocker')}</a>}
      />
    );
  },
  play: async ({ canvas, loaded }) => {
    const t = lockerStoryT(loaded);
    await expect(canvas.getByText(t('journey.empty'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('locker.backToLocker') })).toBeVisible();
  },
};

/** The journey could not be read: the server's message and a retry. */
export const Error: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: ({ clientWithFault, locale }) =>
      getJourneyById(
        asDemoUser(clientWithFault(faultSaying('503', JOURNEYS_UNAVAILABLE, locale))),
        STORY_JOURNEY_ID,
      ).catch((error: unknown) => error),
  }),
  args: { onRetry: fn() } as never,
  render: (args, { loaded }) => {
    const t = lockerStoryT(loaded);
    return (
      <JourneyStages
        {...args}
        labels={journeyStagesLabelsOf(t)}
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
    await expect(canvas.getAllByText(JOURNEYS_UNAVAILABLE[storyLocale(globals)])[0]).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common.tryAgain') })).toBeVisible();
  },
};
