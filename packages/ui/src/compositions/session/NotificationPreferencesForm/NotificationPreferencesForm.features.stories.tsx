import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import {
  onSaveSpy,
  settingsStoryData,
  type SettingsStoryData,
} from '../SessionSettings/settingsStoryData';
import { NotificationPreferencesForm } from './NotificationPreferencesForm';
import { renderPreferences } from './notificationPreferencesStoryData';

const meta = {
  title: 'Session/NotificationPreferencesForm/Features',
  component: NotificationPreferencesForm,
  args: {
    state: { status: 'loading' },
    labels: {} as never,
    translate: (key: string) => key,
    onSave: async () => ({ kind: 'failed' as const }),
  },
  render: (args, context) => renderPreferences(args, context),
  parameters: {
    themeInScript: true,
    ...sandboxStory<SettingsStoryData>({ as: 'long', load: settingsStoryData }),
  },
} satisfies Meta<typeof NotificationPreferencesForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * 320 px wide. Every way of hearing about payments due switched off and saved: nothing is sent, the
 * error summary takes focus and names the topic; the boxes stay as ticked. Nothing scrolls sideways.
 */
export const RefusedNarrow: Story = {
  render: (args, context) => <div className="w-[320px]">{renderPreferences(args, context)}</div>,
  play: async ({ canvas, canvasElement, loaded, userEvent }) => {
    const { t } = sandboxData<SettingsStoryData>(loaded);
    onSaveSpy.mockClear();
    const payments = canvas.getByRole('group', {
      name: t('settings.notifications.topic.paymentsDue'),
    });
    for (const box of within(payments).getAllByRole('checkbox'))
      if ((box as HTMLInputElement).checked) await userEvent.click(box);
    await userEvent.click(canvas.getByRole('button', { name: t('settings.notifications.save') }));
    const summary = await canvas.findByRole('alert');
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('data-slot')).toBe('error-summary'),
    );
    await expect(summary).toHaveTextContent(t('form.error.notificationRequired'));
    await expect(onSaveSpy).not.toHaveBeenCalled();
    for (const box of within(payments).getAllByRole('checkbox'))
      await expect(box).not.toBeChecked();
    const root = canvasElement.firstElementChild as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
