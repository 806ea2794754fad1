export {
  NotificationPreferencesForm,
  type NotificationPreferencesFormLabels,
  type NotificationPreferencesFormProps,
  type NotificationPreferencesSaveOutcome,
} from './NotificationPreferencesForm';
