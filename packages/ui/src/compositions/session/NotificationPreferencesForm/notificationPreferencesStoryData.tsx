/** Stories only: the preferences form drawn with the loaded words and the story sandbox's calls. */
import { sandboxData } from '../../../storybook/sandboxStory';
import type { SettingsStoryData } from '../SessionSettings/settingsStoryData';
import { notificationPreferencesLabelsOf } from '../views/settings';
import {
  NotificationPreferencesForm,
  type NotificationPreferencesFormProps,
} from './NotificationPreferencesForm';

export const BASE_ARGS: NotificationPreferencesFormProps = {
  state: { status: 'loading' },
  labels: {} as never,
  translate: (key) => key,
  onSave: async () => ({ kind: 'failed' }),
};

/** Renders the form with the loaded words; `state` from the story, else the sandbox's read. */
export function renderPreferences(
  args: NotificationPreferencesFormProps,
  { loaded }: { loaded: Record<string, unknown> },
  state?: NotificationPreferencesFormProps['state'],
) {
  const data = sandboxData<SettingsStoryData>(loaded);
  return (
    <NotificationPreferencesForm
      {...args}
      state={state ?? { status: 'ready', data: data.preferences }}
      labels={notificationPreferencesLabelsOf(data.t)}
      translate={data.t}
      onSave={data.savePreferences}
    />
  );
}
