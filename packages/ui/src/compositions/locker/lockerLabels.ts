import type { ApplicationListLabels } from './ApplicationList/ApplicationList';
import type { LockerT } from './lockerViews';
import type { NotificationListLabels } from './NotificationList/NotificationList';

/**
 * The words of `ApplicationList` from core's catalogues (namespaces locker and common), for the app
 * and the stories alike.
 */
export function applicationListLabelsOf(t: LockerT): ApplicationListLabels {
  return {
    loading: t('locker.applications.loading'),
    empty: t('locker.applications.empty'),
    emptyFiltered: t('locker.applications.emptyFiltered'),
    clearFilters: t('locker.filters.clear'),
    retry: t('common.tryAgain'),
    retrying: t('locker.applications.retrying'),
    results: (count) => t('locker.applications.results', { count }),
    filters: {
      title: t('locker.filters.title'),
      addDrafts: t('locker.filters.addDrafts'),
      addDelegated: t('locker.filters.addDelegated'),
      onlyDrafts: t('locker.filters.onlyDrafts'),
      service: t('locker.filters.service'),
      allServices: t('locker.filters.allServices'),
    },
    pagination: {
      label: t('locker.pagination.label'),
      previous: t('locker.pagination.previous'),
      next: t('locker.pagination.next'),
      page: (page) => t('locker.pagination.page', { page }),
    },
    discardDraft: t('locker.draft.discard'),
  };
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
