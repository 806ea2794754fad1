import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import {
  onSaveSpy,
  settingsStoryData,
  type SettingsStoryData,
} from '../SessionSettings/settingsStoryData';
import { NotificationPreferencesForm } from './NotificationPreferencesForm';
import { BASE_ARGS, renderPreferences } from './notificationPreferencesStoryData';

const meta = {
  title: 'Session/NotificationPreferencesForm',
  component: NotificationPreferencesForm,
  args: BASE_ARGS,
  argTypes: { labels: { control: false }, state: { control: false } },
  render: (args, context) => renderPreferences(args, context),
  parameters: {
    themeInScript: true,
    ...sandboxStory<SettingsStoryData>({ as: 'long', load: settingsStoryData }),
  },
} satisfies Meta<typeof NotificationPreferencesForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sandbox's defaults: a group per topic, a box per channel. */
export const Content: Story = {
  play: async ({ canvas, loaded }) => {
    const { t } = sandboxData<SettingsStoryData>(loaded);
    const payments = canvas.getByRole('group', {
      name: t('settings.notifications.topic.paymentsDue'),
    });
    await expect(payments).toBeVisible();
    await expect(
      canvas.getAllByRole('checkbox', { name: t('settings.notifications.channel.email') }),
    ).toHaveLength(4);
  },
};

/** Placeholders shaped like the groups while the preferences load. */
export const Loading: Story = {
  render: (args, context) => renderPreferences(args, context, { status: 'loading' }),
};

/** The read failed: its message and a retry. */
export const Error: Story = {
  render: (args, context) =>
    renderPreferences(args, context, {
      status: 'error',
      message: sandboxData<SettingsStoryData>(context.loaded).t('something.wentWrong'),
      onRetry: () => {},
    }),
  play: async ({ canvas, loaded }) => {
    const { t } = sandboxData<SettingsStoryData>(loaded);
    await expect(
      canvas.getByRole('button', { name: t('settings.notifications.retry') }),
    ).toBeVisible();
  },
};

/** Push turned on for appointments and saved: the sandbox keeps it, the confirmation takes focus. */
export const Saved: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const { t } = sandboxData<SettingsStoryData>(loaded);
    onSaveSpy.mockClear();
    const appointments = canvas.getByRole('group', {
      name: t('settings.notifications.topic.appointments'),
    });
    const push = appointments.querySelector<HTMLInputElement>('input[id$="-appointments-push"]');
    await userEvent.click(push!);
    await userEvent.click(canvas.getByRole('button', { name: t('settings.notifications.save') }));
    await expect(await canvas.findByText(t('settings.notifications.saved'))).toBeVisible();
    await waitFor(() => expect(push).toBeChecked());
    await expect(onSaveSpy).toHaveBeenCalledTimes(1);
  },
};
