/** Stories only: the settings page drawn with the loaded words and the story sandbox's forms. */
import { sandboxData } from '../../../storybook/sandboxStory';
import { ChangePinForm } from '../ChangePinForm/ChangePinForm';
import { NotificationPreferencesForm } from '../NotificationPreferencesForm/NotificationPreferencesForm';
import {
  changePinFormLabelsOf,
  notificationPreferencesLabelsOf,
  type SettingsWords,
} from '../views/settings';
import { SessionSettings, type SessionSettingsProps } from './SessionSettings';
import type { SettingsStoryData } from './settingsStoryData';

/** The sections as the app draws them; the language, theme and text-size controls are the app's. */
export function settingsSectionsOf(data: SettingsStoryData, withPin: boolean) {
  const t: SettingsWords = data.t;
  return [
    {
      id: 'language',
      heading: t('settings.language.heading'),
      description: t('settings.language.current'),
      content: (
        <a
          href="#language"
          lang={data.locale === 'ar-AE' ? 'en' : 'ar-AE'}
          className="font-semibold text-brand underline"
        >
          {data.locale === 'ar-AE' ? 'English' : 'العربية'}
        </a>
      ),
    },
    {
      id: 'theme',
      heading: t('settings.theme.heading'),
      description: t('settings.theme.body'),
      content: <p className="text-ink">—</p>,
    },
    ...(withPin
      ? [
          {
            id: 'pin',
            heading: t('settings.pin.heading'),
            description: t('settings.pin.body'),
            content: (
              <ChangePinForm
                labels={changePinFormLabelsOf(t)}
                translate={t}
                onChangePin={data.changePin}
              />
            ),
          },
        ]
      : []),
    {
      id: 'notifications',
      heading: t('settings.notifications.heading'),
      description: t('settings.notifications.body'),
      content: (
        <NotificationPreferencesForm
          state={{ status: 'ready', data: data.preferences }}
          labels={notificationPreferencesLabelsOf(t)}
          translate={t}
          onSave={data.savePreferences}
        />
      ),
    },
  ];
}

/** Renders the page with the loaded words and forms. */
export function renderSessionSettings(
  args: SessionSettingsProps,
  { loaded }: { loaded: Record<string, unknown> },
  withPin = true,
) {
  const data = sandboxData<SettingsStoryData>(loaded);
  return (
    <SessionSettings
      {...args}
      title={data.t('settings.title')}
      intro={data.t('settings.intro')}
      sectionsLabel={data.t('settings.sectionsLabel')}
      sections={settingsSectionsOf(data, withPin)}
    />
  );
}
