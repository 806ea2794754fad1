/**
 * Common UI service (spec 000 §7): widgets, notifications, bell count, read state, draft discard.
 * @packageDocumentation
 */
export {
  DEFAULT_UNREAD_STATUSES,
  getNotificationCount,
  type GetNotificationCountInput,
} from './getNotificationCount';
export {
  notificationCountCall,
  notificationCountRequestSchema,
  notificationCountResponseSchema,
  type NotificationCountRequest,
  type NotificationCountResponse,
} from './notificationCountCall';
