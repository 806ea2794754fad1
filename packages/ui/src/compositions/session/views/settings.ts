/**
 * View model of `SessionSettings`, `ChangePinForm` and `NotificationPreferencesForm` (the settings
 * page, SCREENS.md S8.2): their words from the locker and forms catalogues (`settings.*`), and core's
 * PIN change and preferences outcomes put in words for the forms. No rule here: the wrong-PIN
 * messages are core's `pinFailureOutcome` keys, the refusals core's message keys.
 */
import {
  NOTIFICATION_TOPICS,
  type NotificationPreferenceErrors,
  type NotificationTopic,
  type PinChangeField,
  type PinChangeFieldErrors,
} from '@portal/core';
import type { PinChangeOutcome } from '@portal/core/api/common';
import type { ChangePinFormLabels, ChangePinOutcome } from '../ChangePinForm/ChangePinForm';
import type {
  NotificationPreferencesFormLabels,
  NotificationPreferencesSaveOutcome,
} from '../NotificationPreferencesForm/NotificationPreferencesForm';

/** A translator of the settings' catalogues (locker, forms, session, common). */
export type SettingsWords = (key: string, values?: Record<string, string | number>) => string;

/** The PIN form's words (`settings.pin.*`, `settings.form.*`). */
export function changePinFormLabelsOf(t: SettingsWords): ChangePinFormLabels {
  return {
    currentPin: t('settings.pin.current'),
    newPin: t('settings.pin.new'),
    newPinHint: t('settings.pin.newHint'),
    confirmPin: t('settings.pin.confirm'),
    submit: t('settings.pin.submit'),
    submitting: t('settings.pin.submitting'),
    errorSummaryTitle: t('settings.form.errorSummaryTitle'),
    errorPrefix: t('settings.form.errorPrefix'),
    changedHeading: t('settings.pin.changedHeading'),
    changed: t('settings.pin.changed'),
    changeAgain: t('settings.pin.changeAgain'),
    failedHeading: t('settings.pin.failedHeading'),
    failed: t('settings.pin.failed'),
  };
}

/** Refused fields (core's message keys) in words. */
function pinFieldErrorsOf(
  fieldErrors: PinChangeFieldErrors,
  t: SettingsWords,
): Partial<Record<PinChangeField, string>> {
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([field, key]) => [field, t(key)]),
  ) as Partial<Record<PinChangeField, string>>;
}

/**
 * Core's PIN change outcome as the form's: a wrong current PIN names the current PIN field with the
 * unlock's wrong-PIN words (core's `pinFailureOutcome`: attempt 1, then how many are left); the
 * server's slow-down names it too, with the wait. `signOut` (the third wrong PIN) and `unavailable`
 * are the page's to act on (it leaves, or the section was not shown); here they read as a failure.
 */
export function changePinOutcomeOf(
  outcome: PinChangeOutcome,
  t: SettingsWords,
  formatWait: (ms: number) => string,
): ChangePinOutcome {
  switch (outcome.kind) {
    case 'changed':
      return { kind: 'changed' };
    case 'refused':
      return { kind: 'refused', fieldErrors: pinFieldErrorsOf(outcome.fieldErrors, t) };
    case 'wrongPin':
      return outcome.failure.kind === 'retry'
        ? {
            kind: 'refused',
            fieldErrors: {
              currentPin: t(outcome.failure.messageKey, {
                remainingAttempts: outcome.failure.remainingAttempts,
              }),
            },
          }
        : { kind: 'refused', message: t('settings.pin.signedOut') };
    case 'tooSoon':
      return {
        kind: 'refused',
        fieldErrors: {
          currentPin: t('unlocksession.setupPinModal.tooSoon', {
            time: formatWait(outcome.retryAfterMs ?? 3_000),
          }),
        },
      };
    default:
      return { kind: 'failed' };
  }
}

/** The preferences form's words (`settings.notifications.*`, `settings.form.*`). */
export function notificationPreferencesLabelsOf(
  t: SettingsWords,
): NotificationPreferencesFormLabels {
  const topics = Object.fromEntries(
    NOTIFICATION_TOPICS.map((topic) => [
      topic,
      {
        label: t(`settings.notifications.topic.${topic}`),
        hint: t(`settings.notifications.topic.${topic}Hint`),
      },
    ]),
  ) as Record<NotificationTopic, { label: string; hint: string }>;
  return {
    loading: t('settings.notifications.loading'),
    retry: t('settings.notifications.retry'),
    retrying: t('settings.notifications.loading'),
    loadFailed: t('settings.notifications.failed'),
    topics,
    channels: {
      email: t('settings.notifications.channel.email'),
      sms: t('settings.notifications.channel.sms'),
      push: t('settings.notifications.channel.push'),
    },
    save: t('settings.notifications.save'),
    saving: t('settings.notifications.saving'),
    savedHeading: t('settings.notifications.savedHeading'),
    saved: t('settings.notifications.saved'),
    saveFailedHeading: t('settings.notifications.saveFailedHeading'),
    saveFailed: t('settings.notifications.saveFailed'),
    errorSummaryTitle: t('settings.form.errorSummaryTitle'),
    errorPrefix: t('settings.form.errorPrefix'),
  };
}

/** Core's refused topics (message keys) in words, for the save outcome. */
export function notificationRefusalOf(
  fieldErrors: NotificationPreferenceErrors,
  t: SettingsWords,
): NotificationPreferencesSaveOutcome {
  return {
    kind: 'refused',
    fieldErrors: Object.fromEntries(
      Object.entries(fieldErrors).map(([topic, key]) => [topic, t(key)]),
    ) as Partial<Record<NotificationTopic, string>>,
  };
}
