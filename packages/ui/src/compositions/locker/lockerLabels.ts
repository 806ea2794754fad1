import type { ApplicationListLabels } from './ApplicationList/ApplicationList';
import type { AppointmentDetailsLabels } from './AppointmentDetails/AppointmentDetails';
import type { JourneyStagesLabels } from './JourneyStages/JourneyStages';
import type { LockerWidgetsLabels } from './LockerWidgets/LockerWidgets';
import type { LockerT } from './lockerViews';
import type { NotificationListLabels } from './NotificationList/NotificationList';
import type { SpotlightListLabels } from './SpotlightList/SpotlightList';
import type { PaymentListLabels } from './PaymentList/PaymentList';

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

/** The words of `JourneyStages` from core's catalogues (namespaces locker and common). */
export function journeyStagesLabelsOf(t: LockerT): JourneyStagesLabels {
  return {
    loading: t('journey.loading'),
    empty: t('journey.empty'),
    retry: t('common.tryAgain'),
    retrying: t('locker.applications.retrying'),
    stages: t('journey.stages'),
    currentStage: t('journey.currentStage'),
    viewAppointment: t('journey.viewAppointment'),
  };
}

/** The words of `AppointmentDetails` from core's catalogues (namespaces locker and common). */
export function appointmentDetailsLabelsOf(t: LockerT): AppointmentDetailsLabels {
  return {
    loading: t('appointment.loading'),
    empty: t('appointment.notFound'),
    retry: t('common.tryAgain'),
    retrying: t('locker.applications.retrying'),
    dateTime: t('appointment.dateTime'),
    channel: t('appointment.channel'),
    onlineMeeting: t('appointment.onlineMeeting'),
    joinMeeting: t('appointment.joinMeeting'),
    opensInNewTab: t('appointment.opensInNewTab'),
    address: t('appointment.address'),
    location: t('appointment.location'),
    missingDataTitle: t('appointment.missingDataTitle'),
    warningTone: t('locker.tone.warning'),
  };
}

/** The words of `SpotlightList` from core's catalogues (namespaces locker and common). */
export function spotlightListLabelsOf(t: LockerT): SpotlightListLabels {
  return {
    loading: t('locker.spotlights.loading'),
    empty: t('locker.spotlights.empty'),
    retry: t('common.tryAgain'),
    retrying: t('locker.applications.retrying'),
    new: t('notification.new'),
    dismiss: t('locker.spotlights.dismiss'),
    dismissFor: (title) => t('locker.spotlights.dismissFor', { title }),
    dismissing: t('locker.spotlights.dismissing'),
  };
}

/** The words of `LockerWidgets` from core's catalogues (namespaces locker and common). */
export function lockerWidgetsLabelsOf(t: LockerT): LockerWidgetsLabels {
  return {
    loading: t('locker.widgets.loading'),
    empty: t('locker.widgets.empty'),
    retry: t('common.tryAgain'),
    retrying: t('locker.applications.retrying'),
    open: t('locker.widgets.open'),
    openFor: (title) => t('locker.widgets.openFor', { title }),
    warning: t('locker.tone.warning'),
  };
}

/** The words of `PaymentList` from core's catalogues (namespaces locker and common). */
export function paymentListLabelsOf(t: LockerT): PaymentListLabels {
  return {
    loading: t('payment.loading'),
    empty: t('payment.empty'),
    emptyDue: t('payment.emptyDue'),
    retry: t('common.tryAgain'),
    retrying: t('locker.applications.retrying'),
    list: t('payment.listLabel'),
    dueOnlyShown: t('payment.dueOnlyShown'),
    amount: t('payment.amount'),
    transactionId: t('payment.transactionId'),
    thisPayment: t('payment.thisPayment'),
    payNow: t('payment.payNow'),
    payNowFor: (title) => t('payment.payNowFor', { title }),
    download: t('receipt.download'),
    downloadFor: (title) => t('payment.downloadReceiptFor', { title }),
    downloading: t('receipt.downloading'),
  };
}
