import { failureTextOf } from '@portal/core/client';
import type { Appointment } from '@portal/core';
import { getAppointmentById } from '@portal/core/api/applications';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { storyLocale } from '../../../storybook/storyLocale';
import { appointmentDetailsLabelsOf } from '../views/appointment';
import { asDemoUser, lockerStoryT, lockerWordsLoader } from '../lockerStoryWords';
import { appointmentDetailsOf } from '../views/appointment';
import { AppointmentDetails } from './AppointmentDetails';
import { faultSaying, type ServerWords } from '../../../storybook/serverWords';

/** The server's own words for its refusal, in each page language (it answers in the reader's). */
const APPOINTMENTS_UNAVAILABLE: ServerWords = {
  en: 'Appointments are unavailable during maintenance.',
  'ar-AE': 'المواعيد غير متاحة أثناء الصيانة.',
};

/** The portal's origin and the meeting host the stories trust (core's `safeUrl` allow-list). */
const URL_OPTIONS = {
  origin: 'https://www.portal.example',
  allowedOrigins: ['https://meet.sandbox.portal.example'],
};

const meta = {
  title: 'Locker/AppointmentDetails',
  component: AppointmentDetails,
  loaders: [lockerWordsLoader],
  args: { state: { status: 'loading' }, labels: {} as never },
  argTypes: { state: { control: false }, labels: { control: false } },
} satisfies Meta<typeof AppointmentDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reads a seeded appointment of the sandbox as the demo user. */
function loadAppointment(id: string) {
  return sandboxStory({
    as: 'normal',
    load: ({ client }): Promise<Appointment | undefined> =>
      getAppointmentById(asDemoUser(client), id),
  });
}

/**
 * An online appointment of the sandbox's journey (apt-006): the date and time as dd MMMM yyyy with
 * the 12-hour time (Arabic months in Arabic), the channel, and the meeting link, checked by core's
 * `safeUrl`, opening in a new tab.
 */
export const Content: Story = {
  parameters: loadAppointment('apt-006'),
  render: (args, { loaded, globals }) => {
    const t = lockerStoryT(loaded);
    const appointment = sandboxData<Appointment | undefined>(loaded);
    return (
      <AppointmentDetails
        {...args}
        labels={appointmentDetailsLabelsOf(t)}
        state={{
          status: 'ready',
          data:
            appointment && appointmentDetailsOf(appointment, t, storyLocale(globals), URL_OPTIONS),
        }}
      />
    );
  },
  play: async ({ canvas, loaded }) => {
    const t = lockerStoryT(loaded);
    const link = canvas.getByRole('link', { name: new RegExp(t('appointment.joinMeeting')) });
    await expect(link).toHaveAttribute('href', 'https://meet.sandbox.portal.example/apt-006');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(canvas.getByText(t('appointment.dateTime'))).toBeVisible();
    await expect(canvas.queryByText(t('appointment.missingDataTitle'))).toBeNull();
  },
};

/** An online appointment whose meeting link never came (apt-007): the warning, then what is known. */
export const MissingData: Story = {
  parameters: loadAppointment('apt-007'),
  render: Content.render,
  play: async ({ canvas, loaded }) => {
    const t = lockerStoryT(loaded);
    await expect(canvas.getByText(t('appointment.missingDataTitle'))).toBeVisible();
    await expect(canvas.getByText(t('appointment.error.mandatoryDataMissing'))).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** While the appointment loads: placeholders and the loading sentence. */
export const Loading: Story = {
  render: (args, { loaded }) => (
    <AppointmentDetails {...args} labels={appointmentDetailsLabelsOf(lockerStoryT(loaded))} />
  ),
};

/** No such appointment: the sentence and the next step. */
export const Empty: Story = {
  render: (args, { loaded, globals }) => {
    const t = lockerStoryT(loaded);
    return (
      <AppointmentDetails
        {...args}
        labels={appointmentDetailsLabelsOf(t)}
        state={{ status: 'ready', data: undefined }}
        emptyAction={<a href={`/${storyLocale(globals)}/mylocker`}>{t('locker.backToLocker')}</a>}
      />
    );
  },
  play: async ({ canvas, loaded }) => {
    const t = lockerStoryT(loaded);
    await expect(canvas.getByText(t('appointment.notFound'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('locker.backToLocker') })).toBeVisible();
  },
};

/** The appointment could not be read: the server's message and a retry. */
export const Error: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: ({ clientWithFault, locale }) =>
      getAppointmentById(
        asDemoUser(clientWithFault(faultSaying('503', APPOINTMENTS_UNAVAILABLE, locale))),
        'apt-006',
      ).catch((error: unknown) => error),
  }),
  args: { onRetry: fn() } as never,
  render: (args, { loaded }) => {
    const t = lockerStoryT(loaded);
    return (
      <AppointmentDetails
        {...args}
        labels={appointmentDetailsLabelsOf(t)}
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
    await expect(
      canvas.getAllByText(APPOINTMENTS_UNAVAILABLE[storyLocale(globals)])[0],
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common.tryAgain') })).toBeVisible();
  },
};
