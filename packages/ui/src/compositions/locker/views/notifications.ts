/**
 * View model of `NotificationList`: the person's notifications and the catalogue's words as its props.
 */
import {
  NOTIFICATION_TYPES,
  formatRelativeTime,
  isNewActionNotification,
  isUnreadNotification,
  relativeTimeOf,
  type PortalLocale,
} from '@portal/core';
import {
  notificationLinkOf,
  notificationRecordOf,
  type PortalNotification,
} from '@portal/core/api/commonUi';
import type {
  NotificationGroup,
  NotificationItemData,
  NotificationListLabels,
} from '../NotificationList/NotificationList';
import type { LockerT } from './translator';

export interface NotificationGroupContext {
  /** Words of the `locker` namespace (`notification.type.<type>`). */
  readonly t: LockerT;
  readonly locale: PortalLocale;
  /** The portal's origin, for checking where a notification leads. */
  readonly origin: string;
  /** Now, for "2 hours ago". */
  readonly now: Date;
  /** Origins besides the portal's that an external notification may lead to. */
  readonly allowedOrigins?: readonly string[];
}

/** Group order: the spec's list of types (spec 000 §2), then any type this release does not know. */
const GROUP_ORDER: readonly string[] = [...NOTIFICATION_TYPES, 'unknown'];

/**
 * One page of core's notifications (`getNotifications`) as the list's groups, every value decided by
 * core: the destination (`notificationLinkOf`, checked; a link to another site is said as such; a
 * spotlight has none here, since this page is where the bell's spotlights lead), "new"
 * (`isNewActionNotification`), "unread" (`isUnreadNotification`) and the date as a relative time
 * (spec 000 §4). Groups follow the spec's order of types; inside a group the server's order stays.
 */
export function notificationGroupsOf(
  notifications: readonly PortalNotification[],
  { t, locale, origin, now, allowedOrigins }: NotificationGroupContext,
): NotificationGroup[] {
  const byType = new Map<string, NotificationItemData[]>();
  notifications.forEach((notification, index) => {
    const record = notificationRecordOf(notification);
    const title = notification.title ?? notification.message ?? '';
    const message = notification.title === undefined ? undefined : notification.message;
    const link = notificationLinkOf(notification, {
      locale,
      origin,
      ...(allowedOrigins === undefined ? {} : { allowedOrigins }),
    });
    const date =
      notification.date === undefined
        ? undefined
        : formatRelativeTime(relativeTimeOf(notification.date, now), { locale });
    const item: NotificationItemData = {
      id: notification.id ?? `${notification.type}-${index}`,
      title,
      ...(message === undefined ? {} : { message }),
      ...(date === undefined ? {} : { date }),
      ...(link === undefined ? {} : { href: link.href }),
      ...(link?.leavesPortal ? { newTabLabel: t('appointment.opensInNewTab') } : {}),
      isNew: isNewActionNotification(record),
      // Without its id the server cannot be told it was read.
      isUnread: notification.id !== undefined && isUnreadNotification(record),
    };
    const items = byType.get(notification.type) ?? [];
    items.push(item);
    byType.set(notification.type, items);
  });
  return GROUP_ORDER.filter((type) => byType.has(type)).map((type) => ({
    key: type,
    title: t(`notification.type.${type}`),
    items: byType.get(type) ?? [],
  }));
}

/** The words of `NotificationList` from core's catalogues (namespaces locker and common). */
export function notificationListLabelsOf(t: LockerT): NotificationListLabels {
  return {
    loading: t('notification.loading'),
    empty: t('notification.empty'),
    retry: t('common.tryAgain'),
    retrying: t('locker.applications.retrying'),
    new: t('notification.new'),
    markAsRead: t('notification.markAsRead'),
    markAsReadFor: (title) => t('notification.markAsReadFor', { title }),
    marking: t('notification.marking'),
    pagination: {
      label: t('notification.pagination.label'),
      previous: t('locker.pagination.previous'),
      next: t('locker.pagination.next'),
      page: (page) => t('locker.pagination.page', { page }),
    },
  };
}
