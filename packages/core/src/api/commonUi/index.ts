/**
 * Common UI service (spec 000 §7): widgets, notifications, bell count, read state, draft discard.
 * @packageDocumentation
 */
export { discardDraft, type DiscardDraftOutcome } from './discardDraft';
export {
  discardDraftCall,
  discardDraftRequestSchema,
  type DiscardDraftRequest,
} from './discardDraftCall';
export {
  ACTION_REQUIRED_PAGE_SIZE,
  HEADER_NOTIFICATIONS_PAGE_SIZE,
  NOTIFICATIONS_PAGE_SIZE,
  getNotifications,
  type GetNotificationsInput,
} from './getNotifications';
export {
  DEFAULT_UNREAD_STATUSES,
  getNotificationCount,
  type GetNotificationCountInput,
} from './getNotificationCount';
export { headerStateQuery, loadHeaderState, type HeaderState } from './loadHeaderState';
export { loadLockerWidgets, type LoadLockerWidgetsOptions } from './loadLockerWidgets';
export { markNotificationRead } from './markNotificationRead';
export {
  notificationCountCall,
  notificationCountRequestSchema,
  notificationCountResponseSchema,
  type NotificationCountRequest,
  type NotificationCountResponse,
} from './notificationCountCall';
export {
  notificationReadCall,
  notificationReadRequestSchema,
  type NotificationReadRequest,
} from './notificationReadCall';
export {
  NOTIFICATION_LIST_TYPES,
  notificationsCall,
  notificationsRequestSchema,
  notificationsResponseSchema,
  rawNotificationSchema,
  type NotificationListType,
  type NotificationsRequest,
  type NotificationsResponse,
  type RawNotification,
} from './notificationsCall';
export {
  toPortalNotification,
  type PortalNotification,
  type PortalNotificationType,
} from './portalNotification';
export {
  notificationHrefOf,
  notificationLinkOf,
  type NotificationLink,
  notificationRecordOf,
  type NotificationHrefContext,
} from './notificationLinks';
export {
  NOTIFICATION_TYPES,
  type NotificationType,
} from '../../rules/notifications/notificationType';
export {
  widgetDataCall,
  widgetDataRequestSchema,
  widgetDataResponseSchema,
  widgetListCall,
  widgetListRequestSchema,
  widgetListResponseSchema,
  widgetSummarySchema,
  widgetUpsertCall,
  widgetUpsertRequestSchema,
  type WidgetDataRequest,
  type WidgetListRequest,
  type WidgetSummary,
  type WidgetUpsertRequest,
} from './widgetCalls';
export { getWidgetData, listWidgets, upsertWidget } from './widgets';
export {
  DOCUMENTS_WIDGET_ID,
  findLockerDocument,
  getLockerDocuments,
  lockerDocumentSchema,
  lockerDocumentsWidgetSchema,
  type LockerDocument,
} from './lockerDocuments';
export {
  SUPPORT_CASES_WIDGET_ID,
  findSupportCase,
  getSupportCases,
  supportCaseSchema,
  supportCasesWidgetSchema,
  type SupportCase,
} from './supportCases';
export { outcomeResponseSchema, type OutcomeResponse } from '../internal/envelope';
