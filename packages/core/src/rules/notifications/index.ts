/** Notifications: destinations and "is new" rules (spec 000 §2, §3; spec 001 §3, §4). @packageDocumentation */
export { NOTIFICATION_TYPES, notificationTypeOf, type NotificationType } from './notificationType';
export {
  notificationActionUrlOf,
  notificationDestinationOf,
  type NotificationDestination,
} from './notificationDestination';
export {
  SPOTLIGHT_SEEN_STATUSES,
  isNewActionNotification,
  isNewActivityNotification,
  isNewSpotlight,
  isUnreadNotification,
} from './notificationNewness';
export {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TOPICS,
  REQUIRED_NOTIFICATION_TOPICS,
  isNotificationChannel,
  isNotificationTopic,
  notificationPreferenceRowsOf,
  notificationPreferencesOf,
  validateNotificationPreferences,
  type NotificationChannel,
  type NotificationPreferenceErrors,
  type NotificationPreferenceRow,
  type NotificationPreferences,
  type NotificationTopic,
} from './notificationPreferences';
