import type { Appointment } from '@portal/core';
import { getAppointmentById } from '@portal/core/api/applications';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { storyLocale } from '../../../storybook/storyLocale';
import { appointmentDetailsLabelsOf } from '../views/appointment';
import { asDemoUser, lockerStoryT, lockerWordsLoader } from '../lockerStoryWords';
import { appointmentDetailsOf } from '../views/appointment';
import { AppointmentDetails } from './AppointmentDetails';

const meta = {
  title: 'Locker/AppointmentDetails/Features',
  component: AppointmentDetails,
  loaders: [lockerWordsLoader],
  args: { state: { status: 'loading' }, labels: {} as never },
  argTypes: { state: { control: false }, labels: { control: false } },
} satisfies Meta<typeof AppointmentDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An in-person appointment (apt-002) at 320 CSS px: the long address wraps under its term, the
 * location follows; nothing scrolls sideways.
 */
export const NarrowInPerson: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: ({ client }): Promise<Appointment | undefined> =>
      getAppointmentById(asDemoUser(client), 'apt-002'),
  }),
  render: (args, { loaded, globals }) => {
    const t = lockerStoryT(loaded);
    const appointment = sandboxData<Appointment | undefined>(loaded);
    return (
      <div className="w-[320px]" data-testid="narrow">
        <AppointmentDetails
          {...args}
          labels={appointmentDetailsLabelsOf(t)}
          state={{
            status: 'ready',
            data:
              appointment &&
              appointmentDetailsOf(appointment, t, storyLocale(globals), {
                origin: 'https://www.portal.example',
              }),
          }}
        />
      </div>
    );
  },
  play: async ({ canvas, loaded }) => {
    const t = lockerStoryT(loaded);
    await expect(canvas.getByText(t('appointment.address'))).toBeVisible();
    const box = canvas.getByTestId('narrow');
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};
