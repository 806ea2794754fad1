/**
 * Stories only: the settings page's words and calls against the story's own sandbox, as the app
 * wires them (core's `changeStayConnectedPin`, `getNotificationPreferences`,
 * `saveNotificationPreferences`, their outcomes put in words by the view model).
 */
import { secondsToWait, type NotificationPreferences, type PortalLocale } from '@portal/core';
import {
  changeStayConnectedPin,
  getNotificationPreferences,
  isNotificationPreferencesRefusal,
  saveNotificationPreferences,
} from '@portal/core/api/common';
import { createTranslator, loadCatalogue } from '@portal/core/i18n';
import { fn } from 'storybook/test';
import type { SandboxStoryContext } from '../../../storybook/sandboxStory';
import type { ChangePinFormValues, ChangePinOutcome } from '../ChangePinForm/ChangePinForm';
import type { NotificationPreferencesSaveOutcome } from '../NotificationPreferencesForm/NotificationPreferencesForm';
import { changePinOutcomeOf, notificationRefusalOf, type SettingsWords } from '../views/settings';

export interface SettingsStoryData {
  readonly t: SettingsWords;
  readonly locale: PortalLocale;
  /** The preferences as the story's sandbox reads them (its defaults). */
  readonly preferences: NotificationPreferences;
  readonly changePin: (values: ChangePinFormValues) => Promise<ChangePinOutcome>;
  readonly savePreferences: (
    preferences: NotificationPreferences,
  ) => Promise<NotificationPreferencesSaveOutcome>;
}

/** Spies on what the forms send (no PIN is printed: a spy only counts here); each story clears it. */
export const onChangePinSpy = fn();
export const onSaveSpy = fn();

async function loadSettingsWords(locale: PortalLocale): Promise<SettingsWords> {
  const i18n = createTranslator({ locale, loader: loadCatalogue });
  await i18n.load('locker', 'forms', 'session', 'common');
  return i18n.t;
}

/** The story's words and calls, against the story's sandbox (a Stay Signed-In session). */
export async function settingsStoryData({
  client,
  locale,
}: SandboxStoryContext): Promise<SettingsStoryData> {
  const t = await loadSettingsWords(locale);
  const seconds = (ms: number) =>
    new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'second',
      unitDisplay: 'long',
      numberingSystem: 'latn',
    }).format(secondsToWait(ms));
  return {
    t,
    locale,
    preferences: await getNotificationPreferences(client),
    changePin: async (values) => {
      onChangePinSpy();
      try {
        return changePinOutcomeOf(await changeStayConnectedPin(client, values), t, seconds);
      } catch {
        return { kind: 'failed' };
      }
    },
    savePreferences: async (preferences) => {
      onSaveSpy(preferences);
      try {
        return {
          kind: 'saved',
          preferences: await saveNotificationPreferences(client, preferences),
        };
      } catch (error) {
        if (isNotificationPreferencesRefusal(error))
          return notificationRefusalOf(error.fieldErrors, t);
        return { kind: 'failed' };
      }
    },
  };
}
